import { ConfigError, loadConfig, redactUrl } from '../config';
import { type FileStorage, type LocalFileStorage, StoredObjectNotFound } from '../lib/storage';
import { createStorages, localStorages } from '../lib/storages';

/** Files copied at once: enough to hide the round trips, few enough for a small server. */
const PARALLEL_COPIES = 4;

interface Summary {
  copied: number;
  skipped: number;
  failed: number;
}

/** A refusal with a Hungarian message of its own (printed as it is, exit code 1). */
class CopyRefused extends Error {}

/**
 * `npm run storage:copy-to-s3`: copies every file of DATA_DIR/uploads and DATA_DIR/private into the
 * bucket of the S3 settings (uploads/ and private/), once, before switching a site to STORAGE=s3.
 * Safe to run again: an object already there with the same size is skipped. Prints what it did;
 * exits with 1 if anything failed. No secret is ever printed (the endpoint without its password).
 */
async function run() {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    throw new CopyRefused(
      'A másoláshoz a cél bucket beállításai kellenek: STORAGE=s3, S3_BUCKET (és ha kell S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE).',
    );
  }
  const { bucket, endpoint } = config.storage;
  const where = `"${bucket}" bucket${endpoint ? ` (${redactUrl(endpoint)})` : ''}`;
  const sources = localStorages(config.dataDir);
  const targets = await createStorages(config);
  try {
    await targets.storage.ping().catch((error: unknown) => {
      throw new CopyRefused(`A ${where} nem érhető el: ${describeError(error)}`);
    });
    console.log(`Másolás: ${config.dataDir} → ${where}`);
    const summary: Summary = { copied: 0, skipped: 0, failed: 0 };
    await copyAll(sources.storage, targets.storage, 'uploads/', summary);
    await copyAll(sources.privateStorage, targets.privateStorage, 'private/', summary);
    console.log(
      `Kész. Átmásolva: ${summary.copied}, kihagyva (már a bucketben volt, azonos méretben): ${summary.skipped}, sikertelen: ${summary.failed}.`,
    );
    if (summary.failed > 0) {
      console.error(
        'Néhány fájl nem került át: javítsa a hibát, és futtassa újra (a már átvitteket kihagyja).',
      );
    }
    return summary.failed === 0 ? 0 : 1;
  } finally {
    await targets.close();
  }
}

/** Every file of one local folder into its store, a few at a time; one failure stops nothing else. */
async function copyAll(source: LocalFileStorage, target: FileStorage, label: string, summary: Summary) {
  const keys = source.keys();
  const worker = async () => {
    // Workers share the one generator: each key is handed to exactly one of them.
    for await (const key of keys) {
      try {
        summary[await copyOne(source, target, key)] += 1;
      } catch (error) {
        summary.failed += 1;
        console.error(`Sikertelen: ${label}${key} – ${describeError(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
}

async function copyOne(source: LocalFileStorage, target: FileStorage, key: string) {
  const local = await source.stat(key);
  try {
    if ((await target.stat(key)).size === local.size) return 'skipped';
  } catch (error) {
    if (!(error instanceof StoredObjectNotFound)) throw error;
  }
  const file = await source.open(key);
  await target.put(key, file.body, file.contentType ? { contentType: file.contentType } : {});
  return 'copied';
}

/** What went wrong, for the operator: the error's own words and the HTTP status (HEAD answers have no body). */
function describeError(error: unknown) {
  if (!(error instanceof Error)) return String(error);
  const text = error.message && error.message !== error.name ? `${error.name}: ${error.message}` : error.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (!status) return text;
  const hint = STATUS_HINTS[status];
  return `${text} (HTTP ${status}${hint ? `: ${hint}` : ''})`;
}

const STATUS_HINTS: Record<number, string> = {
  400: 'hibás kérés, ellenőrizze az S3_REGION és az S3_FORCE_PATH_STYLE értékét',
  401: 'a kulcs nem megfelelő',
  403: 'a kulcs vagy a jogosultság nem megfelelő',
  404: 'nincs ilyen bucket',
};

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof CopyRefused;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
