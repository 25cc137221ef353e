import { authProcessingErrorMessage } from '@vidriera/core';
import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** The notice for an `error` query parameter on /auth (docs/product/accounts.md). */
export function ProcessingErrorAlert({ code }: { code: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert />
      <AlertTitle>Error de procesamiento</AlertTitle>
      <AlertDescription>{authProcessingErrorMessage(code)}</AlertDescription>
    </Alert>
  );
}
