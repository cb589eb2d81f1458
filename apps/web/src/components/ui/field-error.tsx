/** A field's error text under it; `id` is what the field's aria-describedby names. */
export const FieldError = ({ id, error }: { id: string | undefined; error: string | null | undefined }) =>
  error ? (
    <p id={id} className="text-sm text-red-300">
      {error}
    </p>
  ) : null;
