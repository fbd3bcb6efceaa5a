// `npm run restore -- FILE [--force]`: fills an empty data folder (DATA_DIR) or database (DATABASE_URL) from a backup.
import { runFileCommand } from './command';
import { restoreEmbedded } from './embedded';
import { describeDatabase, restorePostgres } from './postgres';
import { summaryText } from './summary';

await runFileCommand('Usage: npm run restore -- FILE [--force]', { force: true }, async ({ file, force, config }) => {
  if (config.databaseUrl) {
    const summary = await restorePostgres(config.databaseUrl, file, { force });
    return `Restored ${file} into ${describeDatabase(config.databaseUrl)}: ${summaryText(summary)}`;
  }
  const summary = await restoreEmbedded(config.dataDir, file, { force });
  return `Restored ${file} into the data folder ${config.dataDir}: ${summaryText(summary)} Start the portal to use it.`;
});
