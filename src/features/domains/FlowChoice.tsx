import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { DomainFlow } from '../../../machines/domainSearch';
import type { MessageId } from '../../i18n/i18n';
import type { DomainSearchActorRef } from './DomainsPage';
import { useDomainWords } from './words';

const FLOWS: { value: DomainFlow; label: MessageId }[] = [
  { value: 'domain', label: 'checkout.domains.flow.domain' },
  { value: 'package', label: 'checkout.domains.flow.package' },
];

function isFlow(value: string): value is DomainFlow {
  return FLOWS.some((flow) => flow.value === value);
}

/** Domain only, or with a package: it sets the order's steps (3 or 4 tabs). */
export function FlowChoice({ actorRef }: { actorRef: DomainSearchActorRef }) {
  const flow = useSelector(actorRef, (state) => state.context.flow);
  const isProcessing = useSelector(actorRef, (state) => state.hasTag('processing'));
  const { t } = useDomainWords();
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
      <Label className="domain-flows-label">{t('checkout.domains.flows')}</Label>
      {FLOWS.map(({ value, label }) => (
        <Radio key={value} value={value} className="domain-flow">
          <span className="domain-flow-dot" aria-hidden="true" />
          {t(label)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
