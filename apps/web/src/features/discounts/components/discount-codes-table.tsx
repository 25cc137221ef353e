import type { DiscountCodeView } from '@vidriera/core';
import { Pause, Pencil, Play, ReceiptText } from 'lucide-react';
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

/** Código / Descuento / Usos / Estado / Acciones: fits a phone (the type goes under the value). */
export function DiscountCodesTable({ codes, busyId, onEdit, onPause, onUses }: DiscountCodesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">Código</TableHead>
          <TableHead>Descuento</TableHead>
          <TableHead>Usos</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead className="pr-4 text-right">Acciones</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {codes.map((code) => (
          <TableRow key={code.id}>
            <TableCell className="py-3 pl-4 font-mono font-medium">{code.code}</TableCell>
            <TableCell>
              <span className="block">{discountValueText(code)}</span>
              <span className="block text-xs text-muted-foreground">{DISCOUNT_KIND_LABELS[code.kind]}</span>
            </TableCell>
            <TableCell>{discountUsesText(code)}</TableCell>
            <TableCell>
              <Badge variant="outline" className={`border-0 ${STATE_TONE[code.state]}`}>
                {discountStateText(code)}
              </Badge>
            </TableCell>
            <TableCell className="pr-4">
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={`Usos de ${code.code}`} onClick={() => onUses(code)}>
                  <ReceiptText />
                </Button>
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
