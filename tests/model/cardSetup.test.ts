/** The cardSetup machine, registered in machines/index.ts: its paths adding a card from My services without paying (cardSetup.model.ts). */
import { definePathTests } from './harness';
import { cardSetupModel } from './cardSetup.model';

definePathTests('cardSetup', { setup: cardSetupModel });
