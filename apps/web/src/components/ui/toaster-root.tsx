import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from './sonner';

let onMounted: () => void = () => undefined;

function ListeningToaster() {
  // A parent's effect runs after its children's: sonner is listening by now.
  useEffect(() => onMounted(), []);
  return <Toaster />;
}

/** Mounts the toaster in a root of its own at the end of <body>; resolves once it is on screen and listening. */
export function mountToaster(): Promise<void> {
  return new Promise((mounted) => {
    onMounted = mounted;
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<ListeningToaster />);
  });
}
