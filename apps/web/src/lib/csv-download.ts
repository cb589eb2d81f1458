import { encodeQuery } from '@app/contract';
import { useState } from 'react';
import { site } from '@/config/site';
import { tokenStore } from '@/lib/storage';

/**
 * Downloads a CSV export with the session's token (a plain link cannot send the header).
 * Returns an error text on failure, null on success.
 */
export const downloadCsv = async (
  path: string,
  query: Record<string, unknown>,
  fileStem: string,
): Promise<string | null> => {
  const search = encodeQuery(query as Parameters<typeof encodeQuery>[0]);
  const token = tokenStore.get();
  try {
    const response = await fetch(`${site.apiUrl}${path}${search ? `?${search}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return 'Export failed';
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileStem}-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
    return null;
  } catch {
    return 'Export failed';
  }
};

/** An export button's state: `start` downloads what the filters match, `error` says why not. */
export const useCsvExport = (
  csvExport: { path: string; fileName: string },
  query: Record<string, unknown>,
) => {
  const [error, setError] = useState<string | null>(null);
  const start = () => void downloadCsv(csvExport.path, query, csvExport.fileName).then(setError);
  return { start, error };
};
