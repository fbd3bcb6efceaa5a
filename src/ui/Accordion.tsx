import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';

export interface AccordionProps {
  children: ReactNode;
  /** The item open at first; a DisclosureGroup keeps at most one open. */
  defaultExpandedKey?: Key;
  className?: string;
}

export function Accordion({ children, defaultExpandedKey, className }: AccordionProps) {
  return (
    <DisclosureGroup
      className={['accordion', className].filter(Boolean).join(' ')}
      defaultExpandedKeys={defaultExpandedKey === undefined ? [] : [defaultExpandedKey]}
    >
      {children}
    </DisclosureGroup>
  );
}

export interface AccordionItemProps {
  id: Key;
  title: ReactNode;
  children: ReactNode;
  /** Level of the heading around the trigger, so the page's outline stays in order. */
  headingLevel?: 2 | 3 | 4;
}

export function AccordionItem({ id, title, children, headingLevel = 3 }: AccordionItemProps) {
  return (
    <Disclosure id={id} className="accordion-item">
      <Heading level={headingLevel} className="accordion-heading">
        <AriaButton slot="trigger" className="accordion-trigger">
          <span>{title}</span>
          <svg className="accordion-chevron" width={16} height={16} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 6 L8 10 L12 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </AriaButton>
      </Heading>
      <DisclosurePanel className="accordion-panel">
        <div className="accordion-panel-content">{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
