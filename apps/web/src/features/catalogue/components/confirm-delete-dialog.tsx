import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface ConfirmDeleteDialogProps {
  /** The dialog is open while this is true. */
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive confirmation that stays open, busy, until the deletion answers. */
export function ConfirmDeleteDialog({ open, onCancel, ...dialog }: ConfirmDeleteDialogProps) {
  return <ConfirmDialog open={open} onOpenChange={(next) => !next && onCancel()} {...dialog} />;
}
