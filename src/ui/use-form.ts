import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../contract';

/**
 * What became of a submit: accepted (with the values the form goes on with: emptied, or as the server
 * kept them), refused field by field, or one message for the whole form (a refusal that names no field,
 * or a post that got no usable answer).
 */
export type FormOutcome<V> = { done: true; values?: V } | { errors: FieldErrors } | { failure: string };

/** 'done' shows the success line; 'failed' the one message of `failure`. */
export type FormStatus = 'idle' | 'sending' | 'done' | 'failed';

interface Options<V extends object> {
  initial: V;
  /** Values kept outside the form (a stored draft): the form reads and writes them there. */
  kept?: { values: V; set: (patch: Partial<V>) => void };
  /** The name the server's errors use for a value, when it differs from the value's own key. */
  wire?: Readonly<Record<string, string>>;
  /** The form's own checks, by wire name; a submit with any of them sends nothing. */
  validate?: (values: V) => FieldErrors;
  /**
   * When the own checks show: 'submitted' (default) after a submit, until the field is edited;
   * 'touched' as soon as the field is edited (a form whose button waits for valid values).
   */
  showErrors?: 'touched' | 'submitted';
  /** A message of a field in the visitor's language. */
  text: (field: string, message: string) => string;
  send: (values: V) => Promise<FormOutcome<V>>;
  /** How long the success line lasts; until the next edit when absent. */
  doneFor?: number;
}

const NONE: FieldErrors = {};

/**
 * The state every form of the widgets keeps: values, errors by field (its own checks and the server's),
 * the status of the post and its one failure message, and whether the values differ from the saved ones.
 * An edit drops the edited field's messages, which answered an earlier version of the text, and ends
 * the success line; a failure message stays until the next submit, saying why the last one failed.
 */
export function useForm<V extends object>(options: Options<V>) {
  const [own, setOwn] = useState(options.initial);
  const [saved, setSaved] = useState(options.initial);
  const [server, setServer] = useState<FieldErrors>(NONE);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const sending = useRef(false);
  const values = options.kept?.values ?? own;
  const checks = options.validate?.(values) ?? NONE;

  useEffect(() => {
    const doneFor = latest.current.doneFor;
    if (status !== 'done' || doneFor === undefined) return;
    const id = setTimeout(() => setStatus('idle'), doneFor);
    return () => clearTimeout(id);
  }, [status]);

  const wireOf = (key: string) => latest.current.wire?.[key] ?? key;
  const write = (next: Partial<V>) => {
    const kept = latest.current.kept;
    if (kept) kept.set(next);
    else setOwn((current) => ({ ...current, ...next }));
  };

  const set = (patch: Partial<V>) => {
    write(patch);
    // A value set to null is a widget's reset (a spent captcha), not the visitor's answer: the server's
    // message stays, and the field's own check waits for an answer before it shows again.
    const fields = Object.entries(patch).map(([key, value]) => ({
      field: wireOf(key),
      answered: value !== null,
    }));
    setServer((current) =>
      without(
        current,
        fields.filter((one) => one.answered).map((one) => one.field),
      ),
    );
    setShown((current) => {
      const next = new Set(current);
      for (const { field, answered } of fields) {
        if (answered && latest.current.showErrors === 'touched') next.add(field);
        else next.delete(field);
      }
      return next;
    });
    setStatus((current) => (current === 'done' ? 'idle' : current));
  };

  /** A message found outside the values (a photo refused on choosing), or `null` to take it away. */
  const setError = (field: string, message: string | null) =>
    setServer((current) =>
      message === null ? without(current, [field]) : { ...current, [field]: [message] },
    );

  const error = (field: string): string | null => {
    const first = server[field]?.[0] ?? (shown.has(field) ? checks[field]?.[0] : undefined);
    return first === undefined ? null : latest.current.text(field, first);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    setFailure(null);
    setShown((current) => new Set([...current, ...Object.keys(checks)]));
    if (Object.keys(checks).length > 0) return;
    sending.current = true;
    setStatus('sending');
    let outcome: FormOutcome<V>;
    try {
      outcome = await latest.current.send(values);
    } finally {
      sending.current = false;
    }
    if ('done' in outcome) {
      if (outcome.values) {
        write(outcome.values);
        setSaved(outcome.values);
      } else setSaved(values);
      setServer(NONE);
      setShown(new Set());
      setStatus('done');
    } else if ('errors' in outcome) {
      setServer(outcome.errors);
      setStatus('idle');
    } else {
      setFailure(outcome.failure);
      setStatus('failed');
    }
  };

  const before = new Map(Object.entries(saved));
  const changed = Object.entries(values).some(([key, value]) => !Object.is(value, before.get(key)));
  const valid = Object.keys(checks).length === 0;
  return { values, set, error, setError, submit, status, failure, valid, changed };
}

function without(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}
