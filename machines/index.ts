/**
 * Every machine of the portal, in one list: the diagram exporter (scripts/diagrams.ts) and the model-based
 * tests (tests/model/) read it, so a machine added here is drawn and tested without further wiring.
 */
import type { AnyStateMachine } from 'xstate';
import { pricelistMachine } from './pricelist';

export interface RegisteredMachine {
  /** Also the file name of its diagram in visualizations/. */
  readonly id: string;
  readonly machine: AnyStateMachine;
  /** One line: what the machine owns, shown beside its diagram. */
  readonly owns: string;
}

export const machineRegistry = [
  { id: 'pricelist', machine: pricelistMachine, owns: 'Price list fetch (start, complete, error, retry) and the register modal for visitors without a website' },
] as const satisfies readonly RegisteredMachine[];

export type MachineId = (typeof machineRegistry)[number]['id'];
