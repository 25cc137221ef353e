import { isHtmlDescription, plainTextToHtml } from '@vidriera/core';
import { Bold, Italic, List, ListOrdered } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

const TOOLS = [
  { command: 'bold', label: 'Negrita', icon: Bold },
  { command: 'italic', label: 'Cursiva', icon: Italic },
  { command: 'insertUnorderedList', label: 'Lista', icon: List },
  { command: 'insertOrderedList', label: 'Lista numerada', icon: ListOrdered },
] as const;

/** What the editor holds, as the form sends it: nothing when only an empty line is left. */
const contentOf = (element: HTMLElement) => (element.textContent?.trim() ? element.innerHTML : '');

/**
 * A product's description with a little format: bold, italics and lists
 * (docs/product/catalogue.md, "Descripciones"). The browser's own editing
 * writes the HTML; the server keeps only the allowed tags when it saves
 * (apps/server/src/shared/rich-text.ts), so nothing here is trusted. A plain
 * description opens with its line breaks as paragraphs.
 */
export function RichTextEditor({ id, label, value, onChange, error }: RichTextEditorProps) {
  const editor = useRef<HTMLDivElement>(null);
  const written = useRef<string | null>(null);
  useEffect(() => {
    const element = editor.current;
    // Only a value from outside (the product loaded, the form reset) replaces what is being typed.
    if (!element || value === written.current) return;
    element.innerHTML = isHtmlDescription(value) ? value : plainTextToHtml(value);
    written.current = value;
  }, [value]);
  const changed = () => {
    if (!editor.current) return;
    written.current = contentOf(editor.current);
    onChange(written.current);
  };
  const run = (command: string) => {
    editor.current?.focus();
    document.execCommand(command);
    changed();
  };
  return (
    <div className="space-y-2">
      <Label id={`${id}-label`} onClick={() => editor.current?.focus()}>
        {label}
      </Label>
      <div
        className={cn(
          'rounded-md border border-input shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
          error && 'border-destructive',
        )}
      >
        <div
          role="toolbar"
          aria-label="Formato de la descripción"
          aria-controls={id}
          className="flex gap-1 border-b p-1"
        >
          {TOOLS.map(({ command, label: name, icon: Icon }) => (
            <Button
              key={command}
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              title={name}
              aria-label={name}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
            >
              <Icon />
            </Button>
          ))}
        </div>
        <div
          ref={editor}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          contentEditable
          suppressContentEditableWarning
          className="rich-text min-h-28 px-3 py-2 text-base outline-none md:text-sm"
          onInput={changed}
          onBlur={changed}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
