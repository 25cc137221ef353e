import { Badge } from '@/components/ui/badge';

export function StoreStateBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge variant="success">Activa</Badge> : <Badge variant="secondary">Inactiva</Badge>;
}
