import { useEffect, useRef, useState } from 'react';
import { useT } from '../../ui/use-t';

interface Props {
  onCancel: () => void;
  /** Deletes; resolves true once the server did. */
  onConfirm: () => Promise<boolean>;
}

/**
 * The confirmation a Delete asks for, in place under the comment (no dialog that would take the reader
 * away from the thread). Focus moves to it, so a keyboard user hears the question at once.
 */
export function DeleteConfirm({ onCancel, onConfirm }: Props) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  return (
    <fieldset className="blog-confirm">
      <legend>{t('blog.deleteQuestion')}</legend>
      <button
        type="button"
        className="blog-danger"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          if (!(await onConfirm())) setBusy(false);
        }}
      >
        {t('blog.deleteConfirm')}
      </button>
      <button type="button" ref={cancel} onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </fieldset>
  );
}
