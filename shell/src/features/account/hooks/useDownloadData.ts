import { describeError, toast } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { fetchDataExport } from '../api/account-api';
import { exportFileName, saveJsonFile } from '../download';

/** Fetches the account's data export and saves it as a JSON file. */
export function useDownloadData() {
  return useMutation({
    mutationFn: fetchDataExport,
    onSuccess: (text) => saveJsonFile(text, exportFileName()),
    onError: (error) => {
      toast({ title: 'Download failed', description: describeError(error), variant: 'destructive' });
    },
  });
}
