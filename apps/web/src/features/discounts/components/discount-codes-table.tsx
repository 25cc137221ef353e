import type { DiscountCodeView } from '@vidriera/core';
import { Pause, Pencil, Play } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DISCOUNT_KIND_LABELS, discountStateText, discountUsesText, discountValueText } from '../utils/discount-code-text';

interface DiscountCodesTableProps {
  codes: DiscountCodeView[];
  busyId: string | null;
  onEdit: (code: DiscountCodeView) => void;
  onPause: (code: DiscountCodeView) => void;
  onUses: (code: DiscountCodeView) => void;
}

const STATE_TONE: Record<DiscountCodeView['state'], string> = {
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-slate-200 text-slate-700',
  scheduled: 'bg-sky-100 text-sky-800',
  expired: 'bg-amber-100 text-amber-800',
  exhausted: 'bg-rose-100 text-rose-800',
};

/** Código (its state under it) / Descuento (the type under it) / Usos / Acciones: fits a phone. */
export function DiscountCodesTable({ codes, busyId, onEdit, onPause, onUses }: DiscountCodesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">Código</TableHead>
          <TableHead>Descuento</TableHead>
          <TableHead>Usos</TableHead>
          <TableHead className="pr-4 text-right">
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {codes.map((code) => (
          <TableRow key={code.id} aria-label={`${code.code}: ${discountValueText(code)}, ${discountUsesText(code)} usos, ${discountStateText(code)}`}>
            <TableCell className="py-3 pl-4">
              <span className="block font-mono font-medium">{code.code}</span>
              <Badge variant="outline" className={`mt-1 border-0 ${STATE_TONE[code.state]}`}>
                {discountStateText(code)}
              </Badge>
            </TableCell>
            <TableCell>
              <span className="block">{discountValueText(code)}</span>
              <span className="block text-xs text-muted-foreground">{DISCOUNT_KIND_LABELS[code.kind]}</span>
            </TableCell>
            <TableCell>
              <button
                type="button"
                className="rounded-md text-left underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={`Usos de ${code.code}`}
                onClick={() => onUses(code)}
              >
                <span className="block text-primary">{code.usesCount}</span>
                <span className="block text-xs text-muted-foreground">{code.maxUses === null ? 'sin límite' : `de ${code.maxUses}`}</span>
              </button>
            </TableCell>
            <TableCell className="pr-2">
              <div className="flex justify-end">
                <Button variant="ghost" size="icon" aria-label={`${code.paused ? 'Reanudar' : 'Pausar'} ${code.code}`} disabled={busyId === code.id} onClick={() => onPause(code)}>
                  {code.paused ? <Play /> : <Pause />}
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Editar ${code.code}`} onClick={() => onEdit(code)}>
                  <Pencil />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
