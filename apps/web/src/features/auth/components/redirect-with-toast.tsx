import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { toast } from '@/lib/toast';

interface RedirectWithToastProps {
  to: string;
  title: string;
  description?: string;
}

/** Shows an error toast once and leaves for `to`; a spinner fills the moment in between. */
export function RedirectWithToast({ to, title, description }: RedirectWithToastProps) {
  const navigate = useNavigate();
  useEffect(() => {
    // The id keeps a second run of this effect (Strict Mode) from stacking a second toast.
    toast.error(title, { id: `redirect:${to}:${title}`, ...(description ? { description } : {}) });
    void navigate(to, { replace: true });
  }, [navigate, to, title, description]);
  return <PageSpinner />;
}
