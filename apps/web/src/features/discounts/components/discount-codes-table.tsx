import type { DiscountCodeView } from '@vidriera/core';
import { Pause, Pencil, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  DISCOUNT_KIND_LABELS,
  discountStateText,
  discountUsesText,
  discountValueText,
} from '../utils/discount-code-text';

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

/** What a row or card is named for a screen reader: "PRIMAVERA10: 10 %, 0 / sin límite usos, Activo". */
const codeSummary = (code: DiscountCodeView) =>
  `${code.code}: ${discountValueText(code)}, ${discountUsesText(code)} usos, ${discountStateText(code)}`;

function StateBadge({ code }: { code: DiscountCodeView }) {
  return (
    <Badge variant="outline" className={`mt-1 border-0 ${STATE_TONE[code.state]}`}>
      {discountStateText(code)}
    </Badge>
  );
}

/** "Usos de PRIMAVERA10": opens the orders that used the code; `children` is how the uses read there. */
function UsesButton({
  code,
  onUses,
  children,
}: {
  code: DiscountCodeView;
  onUses: (code: DiscountCodeView) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rounded-md text-left underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      aria-label={`Usos de ${code.code}`}
      onClick={() => onUses(code)}
    >
      {children}
    </button>
  );
}

function CodeActions({
  code,
  busyId,
  onEdit,
  onPause,
}: Pick<DiscountCodesTableProps, 'busyId' | 'onEdit' | 'onPause'> & { code: DiscountCodeView }) {
  return (
    <div className="flex shrink-0 justify-end">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${code.paused ? 'Reanudar' : 'Pausar'} ${code.code}`}
        disabled={busyId === code.id}
        onClick={() => onPause(code)}
      >
        {code.paused ? <Play /> : <Pause />}
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Editar ${code.code}`} onClick={() => onEdit(code)}>
        <Pencil />
      </Button>
    </div>
  );
}

/**
 * Wide screens: Código (its state under it) / Descuento (the type under it) / Usos / Acciones. Phones: one card per
 * code with the same facts, since the four columns do not fit 320 px.
 */
export function DiscountCodesTable({ codes, busyId, onEdit, onPause, onUses }: DiscountCodesTableProps) {
  const actions = (code: DiscountCodeView) => (
    <CodeActions code={code} busyId={busyId} onEdit={onEdit} onPause={onPause} />
  );
  return (
    <>
      <div className="hidden sm:block">
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
              <TableRow key={code.id} aria-label={codeSummary(code)}>
                <TableCell className="py-3 pl-4">
                  <span className="block font-mono font-medium">{code.code}</span>
                  <StateBadge code={code} />
                </TableCell>
                <TableCell>
                  <span className="block">{discountValueText(code)}</span>
                  <span className="block text-xs text-muted-foreground">{DISCOUNT_KIND_LABELS[code.kind]}</span>
                </TableCell>
                <TableCell>
                  <UsesButton code={code} onUses={onUses}>
                    <span className="block text-primary">{code.usesCount}</span>
                    <span className="block text-xs text-muted-foreground">
                      {code.maxUses === null ? 'sin límite' : `de ${code.maxUses}`}
                    </span>
                  </UsesButton>
                </TableCell>
                <TableCell className="pr-2">{actions(code)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y sm:hidden" aria-label="Códigos de descuento">
        {codes.map((code) => (
          <li
            key={code.id}
            aria-label={codeSummary(code)}
            className="flex items-start justify-between gap-3 py-3 pr-2 pl-4"
          >
            <div className="min-w-0 space-y-1 text-sm">
              <p className="font-mono text-base font-medium wrap-anywhere">{code.code}</p>
              <StateBadge code={code} />
              <p>
                {discountValueText(code)}{' '}
                <span className="text-muted-foreground">· {DISCOUNT_KIND_LABELS[code.kind]}</span>
              </p>
              <UsesButton code={code} onUses={onUses}>
                <span className="text-primary">Usos: {discountUsesText(code)}</span>
              </UsesButton>
            </div>
            {actions(code)}
          </li>
        ))}
      </ul>
    </>
  );
}
