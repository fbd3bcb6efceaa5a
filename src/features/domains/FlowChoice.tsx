import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { DomainFlow } from '../../../machines/domainSearch';
import type { DomainSearchActorRef } from './DomainsPage';

const FLOWS: { value: DomainFlow; label: string }[] = [
  { value: 'domain', label: 'Domain only' },
  { value: 'package', label: 'Domain with a website package' },
];

function isFlow(value: string): value is DomainFlow {
  return FLOWS.some((flow) => flow.value === value);
}

/** Domain only, or with a package: it sets the order's steps (3 or 4 tabs). */
export function FlowChoice({ actorRef }: { actorRef: DomainSearchActorRef }) {
  const flow = useSelector(actorRef, (state) => state.context.flow);
  const isProcessing = useSelector(actorRef, (state) => state.hasTag('processing'));
  return (
    <RadioGroup
      className="domain-flows"
      orientation="horizontal"
      value={flow}
      isDisabled={isProcessing}
      onChange={(value) => {
        if (isFlow(value)) actorRef.send({ type: 'domains.chooseFlow', flow: value });
      }}
    >
      <Label className="domain-flows-label">What would you like to buy?</Label>
      {FLOWS.map(({ value, label }) => (
        <Radio key={value} value={value} className="domain-flow">
          <span className="domain-flow-dot" aria-hidden="true" />
          {label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
