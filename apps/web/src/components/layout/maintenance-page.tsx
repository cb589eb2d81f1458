import { errorText } from '@app/contract';

/**
 * What a signed-in member sees while the platform is under maintenance (issue 19): the catalogue's
 * MAINTENANCE_MODE text, neither a spinner nor an error. It gives way by itself when it ends.
 */
export const MaintenancePage = () => (
  <section
    role="status"
    aria-live="polite"
    data-testid="maintenance-page"
    className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 px-4 text-center"
  >
    <h1 className="text-2xl font-bold text-white">Under maintenance</h1>
    <p className="text-slate-200">{errorText('MAINTENANCE_MODE')}</p>
    <p className="text-sm text-slate-400">
      Nothing is lost: this page comes back by itself as soon as the maintenance is over.
    </p>
  </section>
);
