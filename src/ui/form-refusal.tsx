/**
 * The form-wide message of the lead, tour and contact forms: what the server said about the post as a
 * whole (a flood refused, issue 23 finding 5) rather than about one field. Empty, it takes no room.
 */
export function FormRefusal({ text }: { text: string | null }) {
  return (
    <p className="bb-lead-error bb-form-refusal" role="alert" data-field="form">
      {text ?? ''}
    </p>
  );
}
