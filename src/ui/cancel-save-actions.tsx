import { useT } from './use-t';

interface Props {
  readonly onCancel: () => void;
  /** Save stays focusable while it cannot act (nothing to save, or saving): a screen reader still finds it. */
  readonly saveDisabled: boolean;
}

/** The Cancel and Save buttons that end a modal's form; Save submits the form around them. */
export function CancelSaveActions({ onCancel, saveDisabled }: Props) {
  const { t } = useT();
  return (
    <div className="bb-actions">
      <button type="button" className="bb-button bb-secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="bb-button" aria-disabled={saveDisabled}>
        {t('common.save')}
      </button>
    </div>
  );
}
