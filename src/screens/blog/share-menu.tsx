import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { STATUS_LINE_MS } from '../../lib/constants';
import { requireLoginAtom } from '../../state/require-login-atom';
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
 * LinkedIn's or an e-mail's share address in a new tab; plain links, no network's script. Escape (focus
 * back on 'Share') or a click outside closes it. Sharing is a client's action (SPEC §6): a guest's
 * 'Share' opens the login modal instead.
 */
export function ShareMenu({ pageUrl, title }: Props) {
  const { t } = useT();
  const requireLogin = useSetAtom(requireLoginAtom);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape hides the item that had focus with the menu: focus goes back to 'Share', not to the page's
  // <body>. An outside click leaves focus where the visitor clicked.
  useDismiss(box, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  });

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
        ref={button}
        type="button"
        className="blog-reaction"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open) setOpen(false);
          else if (requireLogin('share')) setOpen(true);
        }}
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
