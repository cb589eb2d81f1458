import { useTranslation } from '@/lib/i18n/use-translation';
import { cycleDayOf, type CyclePreview, type RewardCycle } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useImportCycle, usePreviewCycle } from '../api/import-cycle';
import { CycleFileFields, type CycleFields } from './cycle-file-fields';
import { CyclePreviewPanel } from './cycle-preview';

const DAY_MS = 86_400_000;
const yesterday = () => cycleDayOf(new Date(Date.now() - DAY_MS));

/**
 * Upload a `uid,amount` CSV for the days it pays (issue 20): the server first previews what it
 * would pay (rows to pay, rows already paid for these days, unknown UIDs, rewards per level), and
 * the admin confirms before anything is paid.
 */
export const CycleUploadForm = ({ onStarted }: { onStarted: (cycle: RewardCycle) => void }) => {
  const { t } = useTranslation('admin');
  const [fields, setFields] = useState<CycleFields>(() => ({
    file: null,
    name: '',
    periodStart: yesterday(),
    periodEnd: yesterday(),
  }));
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ csv: string; data: CyclePreview } | null>(null);
  const previewing = usePreviewCycle();
  const importing = useImportCycle();
  const { periodStart, periodEnd } = fields;

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    importing.reset();
    setPreview(null);
    setFileError(fields.file ? null : t('cycles.upload.chooseFile'));
    if (!fields.file) return;
    const csv = await fields.file.text();
    previewing.mutate({ csv, periodStart, periodEnd }, { onSuccess: (data) => setPreview({ csv, data }) });
  };

  const onConfirm = () => {
    if (!preview) return;
    const period = fields.name.trim() || undefined;
    const skipAlreadyPaid = preview.data.alreadyPaidCount > 0;
    importing.mutate(
      { csv: preview.csv, periodStart, periodEnd, period, skipAlreadyPaid },
      {
        onSuccess: (started) => {
          setPreview(null);
          onStarted(started);
        },
      },
    );
  };

  const error = fileError ?? previewing.error?.message ?? importing.error?.message;
  return (
    <Card title={t('cycles.upload.title')}>
      <form
        className="grid gap-4 md:grid-cols-2 lg:grid-cols-5 lg:items-end"
        noValidate
        onSubmit={(e) => void onPreview(e)}
      >
        <CycleFileFields
          values={fields}
          onChange={(next) => {
            setFields((f) => ({ ...f, ...next }));
            // A new file or other days need a new preview; the name does not.
            if (!('name' in next)) setPreview(null);
          }}
        />
        <Button type="submit" isLoading={previewing.isPending}>
          {t('cycles.upload.preview')}
        </Button>
      </form>
      <p className="mt-2 text-xs text-slate-400">{t('cycles.upload.help')}</p>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
      {preview ? (
        <CyclePreviewPanel
          preview={preview.data}
          busy={importing.isPending}
          onConfirm={onConfirm}
          onCancel={() => setPreview(null)}
        />
      ) : null}
    </Card>
  );
};
