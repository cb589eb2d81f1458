/** Recovery codes, shown once: the member writes them down. */
export const RecoveryCodesList = ({ codes }: { codes: string[] }) => (
  <div className="space-y-2" data-testid="recovery-codes">
    <p className="text-sm text-amber-200">
      Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app.
      They will not be shown again.
    </p>
    <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-950 p-3 font-mono text-sm text-slate-100">
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  </div>
);
