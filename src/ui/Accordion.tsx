import { createContext, useContext, useId, type ReactNode, type SyntheticEvent } from 'react';

/**
 * Native <details> items: readable, and opened and closed by mouse and keyboard, before any JavaScript runs
 * (the price list is rendered on the server). Items of one accordion share a `name`, so the browser keeps at
 * most one open; the toggle handler does the same where `name` is not supported.
 */
export interface AccordionProps {
  children: ReactNode;
  /** The item open at first. */
  defaultExpandedKey?: string;
  className?: string;
}

const AccordionContext = createContext<{ name: string; defaultExpandedKey: string | undefined }>({ name: '', defaultExpandedKey: undefined });

export function Accordion({ children, defaultExpandedKey, className }: AccordionProps) {
  const name = useId();
  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      <AccordionContext.Provider value={{ name, defaultExpandedKey }}>{children}</AccordionContext.Provider>
    </div>
  );
}

export interface AccordionItemProps {
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** Level of the heading inside the summary, so the page's outline stays in order. */
  headingLevel?: 2 | 3 | 4;
}

function closeOthers(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of opened.parentElement?.querySelectorAll(':scope > details[open]') ?? []) {
    if (other !== opened && other instanceof HTMLDetailsElement) other.open = false;
  }
}

export function AccordionItem({ id, title, children, headingLevel = 3 }: AccordionItemProps) {
  const { name, defaultExpandedKey } = useContext(AccordionContext);
  const Heading = `h${headingLevel}` as const;
  // Uncontrolled: `open` is the first render's; afterwards the browser opens and closes the item.
  return (
    <details className="accordion-item" name={name} open={id === defaultExpandedKey} onToggle={closeOthers}>
      <summary className="accordion-trigger">
        <Heading className="accordion-heading">{title}</Heading>
        <svg className="accordion-chevron" width={16} height={16} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 6 L8 10 L12 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className="accordion-panel-content">{children}</div>
    </details>
  );
}
