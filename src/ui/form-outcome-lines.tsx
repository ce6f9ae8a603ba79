interface Props {
  /** What the last submit achieved; leave out on a form that says nothing on success (it moves on). */
  success?: string | null;
  /** Why the last submit failed: the server's refusal or a post that got no answer. */
  failure: string | null;
}

/**
 * The lines under an account form's fields: the success line, read out politely, and the failure,
 * announced at once. Both stay in the page empty (CSS hides them), so a message appearing is announced.
 */
export function FormOutcomeLines({ success, failure }: Props) {
  return (
    <>
      {success !== undefined && (
        <p className="bb-account-success" role="status">
          {success ?? ''}
        </p>
      )}
      <p className="bb-account-failure" role="alert">
        {failure ?? ''}
      </p>
    </>
  );
}
