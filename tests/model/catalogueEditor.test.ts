/**
 * The catalogue editor, registered in machines/index.ts: every shortest path of its graph runs against the actor
 * (catalogueEditor.model.ts), loads and saves answered by the path.
 */
import { definePathTests } from './harness';
import { catalogueEditorModel } from './catalogueEditor.model';

definePathTests('catalogueEditor', { actor: catalogueEditorModel });
