import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../ui/use-t';
import type { PostOutcome } from './use-comment-actions';

/** The server's limit on a comment (src/contract/comments.ts). */
const MAX_LENGTH = 5000;

interface Props {
  /** The visible label: 'Comment', or 'Your reply to {name}'. */
  label: string;
  placeholder: string;
  submitLabel: string;
  onPost: (text: string) => Promise<PostOutcome>;
  /** Called once the text was posted (a reply box closes itself then). */
  onPosted?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment or reply box. The text is cleared only once the server stored it: a failed post keeps it
 * and offers Retry, and a guest who is sent to sign in finds it still there afterwards.
 */
export function CommentBox({ label, placeholder, submitLabel, onPost, onPosted, autoFocus }: Props) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  const blank = text.trim() === '';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || status === 'sending') return;
    setStatus('sending');
    const outcome = await onPost(text.trim());
    if (outcome === 'posted') {
      setText('');
      setStatus('idle');
      onPosted?.();
      return;
    }
    setStatus(outcome === 'failed' ? 'failed' : 'idle');
  };

  return (
    <form className="blog-comment-box" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={text}
        placeholder={placeholder}
        maxLength={MAX_LENGTH}
        rows={3}
        // biome-ignore lint/a11y/noAutofocus: a reply box opens on the Reply press that asked for it
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          if (status === 'failed') setStatus('idle');
        }}
      />
      <div className="blog-comment-box-actions">
        <button type="submit" className="blog-primary" disabled={blank || status === 'sending'}>
          {status === 'sending' ? t('blog.posting') : submitLabel}
        </button>
      </div>
      {status === 'failed' && (
        <div className="blog-failure" role="alert">
          <p>{t('blog.postFailed')}</p>
          <button type="button" onClick={() => void submit()}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </form>
  );
}
