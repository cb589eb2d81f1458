/**
 * Admin step-up (issue 14): a call answered STEP_UP_REQUIRED asks the one registered handler
 * (the admin area's step-up modal) to check the second factor again; the API client tries the
 * call once more when it did. Calls refused at the same moment share one request. Kept free of
 * the contract so it loads eagerly with the client.
 */
type StepUpHandler = () => Promise<boolean>;
let handler: StepUpHandler | null = null;
let pending: Promise<boolean> | null = null;

export const onStepUpRequired = (next: StepUpHandler): (() => void) => {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
};

/** Resolves true once the session's second factor was checked again, false when it was not. */
export const requestStepUp = (): Promise<boolean> => {
  if (!handler) return Promise.resolve(false);
  pending ??= handler().finally(() => {
    pending = null;
  });
  return pending;
};
