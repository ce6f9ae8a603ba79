import { useEffect, useId, useRef, useState } from 'react';
import { STATUS_LINE_MS } from '../../lib/constants';
import { useDismiss } from '../../ui/use-dismiss';
import { useT } from '../../ui/use-t';
import { shareUrls } from './share-urls';

interface Props {
  /** The address to share: the page the reader is on. */
  pageUrl: string;
  title: string;
}

/**
 * 'Share' and its menu (SPEC §2): copy the link (confirmed by 'Link copied'), or open Facebook's, X's,
 * LinkedIn's or an e-mail's share address in a new tab; plain links, no network's script. Escape or a
 * click outside closes it.
 */
export function ShareMenu({ pageUrl, title }: Props) {
  const { t } = useT();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const box = useRef<HTMLDivElement>(null);
  useDismiss(box, open, () => setOpen(false));

  useEffect(() => {
    if (copied !== 'yes') return;
    const id = setTimeout(() => setCopied('no'), STATUS_LINE_MS);
    return () => clearTimeout(id);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const links = shareUrls(pageUrl, title);
  const networks = [
    ['facebook', t('blog.shareFacebook')],
    ['x', t('blog.shareX')],
    ['linkedin', t('blog.shareLinkedIn')],
    ['email', t('blog.shareEmail')],
  ] as const;

  return (
    <div className="blog-share" ref={box}>
      <button
        type="button"
        className="blog-reaction"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('blog.share')}
      </button>
      <div id={menuId} className="blog-share-menu" hidden={!open}>
        <ul>
          <li>
            <button type="button" onClick={() => void copy()}>
              {t('blog.copyLink')}
            </button>
          </li>
          {networks.map(([network, label]) => (
            <li key={network}>
              <a href={links[network]} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ul>
        {copied === 'failed' && (
          <label className="blog-share-link">
            {t('blog.copyByHand')}
            <input readOnly value={pageUrl} onFocus={(event) => event.currentTarget.select()} />
          </label>
        )}
      </div>
      <p className="blog-copied" role="status">
        {copied === 'yes' ? t('blog.linkCopied') : ''}
      </p>
    </div>
  );
}
