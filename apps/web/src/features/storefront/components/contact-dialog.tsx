import { MessageCircle } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ContactLink } from '../lib/contact-links';
import { FacebookIcon, InstagramIcon } from './brand-icons';

const ICONS: Record<ContactLink['channel'], ComponentType<SVGProps<SVGSVGElement>>> = {
  whatsapp: MessageCircle,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
};

/** "Contactar": the store's configured channels (WhatsApp, Instagram, Facebook). */
interface ContactDialogProps {
  storeName: string;
  links: ContactLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ContactDialog({ storeName, links, open, onOpenChange }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Contactar</DialogTitle>
          <DialogDescription>Elige cómo comunicarte con {storeName}.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {links.map((link) => {
            const Icon = ICONS[link.channel];
            return (
              <Button key={link.channel} asChild size="lg" variant={link.channel}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <Icon className="size-5" aria-hidden="true" />
                  {link.label}
                </a>
              </Button>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
