/**
 * `npm run bench:webhooks` — a burst of concurrent, duplicated, out-of-order payment events against the real server,
 * then a check that the ledger is exact. The payments are real sandbox payments: before the server starts, the
 * sandbox provider (the same code the server runs) takes each buyer's $1.00 trial by card, starts its subscription
 * and sells an upsell through its hosted checkout, and the events it would have sent are kept. To those the bench
 * adds what happens later (cancellations, refunds), then fires every event `--duplicates` times, shuffled across
 * purchases and types, at `--concurrency`, signed with the sandbox's secret (kept in the database, read before the server starts).
 * The server runs with NODE_ENV=development and PAYMENTS_SANDBOX=true: in production, or on a non-local PUBLIC_URL
 * left in the shell, it would take no payments without Stripe keys.
 * Flags: --buyers n (100; two purchases each) --duplicates n (3) --concurrency n (32) --pg (PostgreSQL: a throwaway
 * database on DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres) --build (rebuild a stale dist/)
 * --server path (run another server bundle, e.g. one built apart while dist/ is in use, instead of dist/server/index.js).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, count, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { PRODUCTS } from '../../src/shared/payments/products';
import type { Db } from '../../src/server/db/client';
import { openReadyDatabase } from '../../src/server/db/open-ready-database';
import { entitlements, paymentCustomers, payments, purchases, subscriptions, user, webhookEvents } from '../../src/server/db/schema';
import { systemClock } from '../../src/server/lib/clock';
import { createLogger } from '../../src/server/lib/logger';
import { createSandboxProvider, type SandboxProvider } from '../../src/server/modules/payments/provider/sandbox/sandbox-provider';
import { loadSandboxWebhookSecret } from '../../src/server/modules/payments/provider/sandbox/sandbox-webhook-secret';
import { startAppServer, tempDir } from '../lib/app-server';
import { ensureBuilt } from '../lib/build';
import { runMain } from '../lib/cleanup';
import { numberFlag, readFlags } from '../lib/cli';
import { errorCode, forEachLimited, request } from '../lib/http';
import { adminUrl, createThrowawayDatabase } from '../lib/pg-admin';
import { machineLoad } from '../lib/proc';
import { fmt, printTable } from '../lib/table';

const HELP = 'usage: npm run bench:webhooks -- [--buyers 100] [--duplicates 3] [--concurrency 32] [--pg] [--build] [--server path]';
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const TRIAL = PRODUCTS.trial.priceCents;
const UPSELL = PRODUCTS.ultra.priceCents;

interface BenchEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/** What the ledger must hold once every event has been applied, whatever the order and the number of deliveries. */
interface Expected {
  payments: number;
  amountCents: number;
  refundedCents: number;
  completedPurchases: number;
  users: number;
  subscriptions: Record<string, number>;
  entitlements: number;
}

const unix = (date = new Date()) => Math.floor(date.getTime() / 1000);

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A purchase row as the checkout creates it before the provider sees it. */
async function insertPurchase(db: Db, input: { product: 'trial' | 'ultra'; email: string; visitorId: string; customerId: string; channel: 'card' | 'hosted' }) {
  const [row] = await db
    .insert(purchases)
    .values({ ...input, amountCents: PRODUCTS[input.product].priceCents, currency: 'usd', provider: 'sandbox', providerCustomerId: input.customerId, createdAt: new Date() })
    .returning({ id: purchases.id });
  return row!.id;
}

/**
 * One buyer's real sandbox payments, and the events they make: a trial paid by card (its card saved), the
 * subscription the ledger will ask for (same idempotency key, so the server's call answers this one), an upsell paid
 * on the hosted page; then a cancellation and refunds built in Stripe's shapes.
 */
async function seedBuyer(db: Db, provider: SandboxProvider, sent: BenchEvent[], i: number, expected: Expected): Promise<BenchEvent[]> {
  const email = `bench-buyer-${i}-${randomBytes(3).toString('hex')}@example.com`;
  const visitorId = randomUUID();
  const { customerId } = await provider.ensureCustomer({ email, idempotencyKey: `customer-${email}` });
  const now = new Date();
  await db.insert(paymentCustomers).values({ provider: 'sandbox', providerCustomerId: customerId, email, createdAt: now, updatedAt: now });
  const from = sent.length;

  const trialId = await insertPurchase(db, { product: 'trial', email, visitorId, customerId, channel: 'card' });
  const intent = await provider.createPaymentIntent({
    amountCents: TRIAL,
    currency: 'usd',
    customerId,
    description: PRODUCTS.trial.name,
    metadata: { purchase_id: trialId },
    saveCard: true,
    idempotencyKey: `bench-trial-${trialId}`,
  });
  await provider.confirmPayment(intent.clientSecret, CARD);
  const paid = await provider.retrievePaymentIntent(intent.paymentIntentId);
  const subscription = await provider.createSubscription({
    customerId,
    paymentMethodId: paid.payment_method!,
    priceCents: 2999,
    currency: 'usd',
    productName: 'Full access membership',
    trialEnd: new Date(now.getTime() + 7 * 86_400_000),
    metadata: { purchase_id: trialId },
    idempotencyKey: `trial-subscription-${trialId}`,
  });

  const upsellId = await insertPurchase(db, { product: 'ultra', email, visitorId, customerId, channel: 'hosted' });
  const session = await provider.createCheckoutSession({
    amountCents: UPSELL,
    currency: 'usd',
    customerId,
    productName: PRODUCTS.ultra.name,
    description: PRODUCTS.ultra.description,
    terms: null,
    metadata: { purchase_id: upsellId },
    saveCard: false,
    successUrl: 'http://127.0.0.1/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://127.0.0.1/cancel',
    idempotencyKey: `bench-upsell-${upsellId}`,
  });
  await provider.paySession(session.sessionId, CARD);
  const upsellIntent = (await provider.retrieveCheckoutSession(session.sessionId)).paymentIntentId!;

  // Later in the buyer's life: the subscription canceled (every other buyer) or set to cancel at the period's end, the
  // trial partly refunded, the upsell refunded in part or (every fourth buyer) in full.
  const created = subscription.created;
  const stored = sent.slice(from).find((e) => e.type === 'customer.subscription.created')!.data.object;
  const canceled = i % 2 === 0;
  const later: BenchEvent[] = [
    {
      id: `evt_bench_${randomBytes(12).toString('hex')}`,
      type: 'customer.subscription.updated',
      created: created + 60,
      data: {
        object: canceled
          ? { ...stored, status: 'canceled', canceled_at: created + 60, ended_at: created + 60 }
          : { ...stored, cancel_at_period_end: true, canceled_at: created + 60 },
      },
    },
  ];
  const trialRefund = 50;
  const upsellRefund = i % 4 === 0 ? UPSELL : 200;
  for (const [pi, purchaseId, amount, refunded] of [
    [intent.paymentIntentId, trialId, TRIAL, trialRefund],
    [upsellIntent, upsellId, UPSELL, upsellRefund],
  ] as const) {
    const chargeId = `ch_bench_${randomBytes(10).toString('hex')}`;
    const charge = { id: chargeId, object: 'charge', amount, amount_refunded: refunded, currency: 'usd', customer: customerId, payment_intent: pi, status: 'succeeded', metadata: { purchase_id: purchaseId }, created: unix() };
    later.push({ id: `evt_bench_${randomBytes(12).toString('hex')}`, type: 'charge.refunded', created: unix() + 120, data: { object: charge } });
    if (purchaseId === upsellId) {
      const refund = { id: `re_bench_${randomBytes(10).toString('hex')}`, object: 'refund', amount: refunded, currency: 'usd', status: 'succeeded', payment_intent: pi, charge: chargeId, created: unix() };
      later.push({ id: `evt_bench_${randomBytes(12).toString('hex')}`, type: 'refund.created', created: unix() + 120, data: { object: refund } });
    }
  }

  expected.payments += 2;
  expected.amountCents += TRIAL + UPSELL;
  expected.refundedCents += trialRefund + upsellRefund;
  expected.completedPurchases += 2;
  expected.users += 1;
  const status = canceled ? 'canceled' : 'trialing (cancel at period end)';
  expected.subscriptions[status] = (expected.subscriptions[status] ?? 0) + 1;
  expected.entitlements += PRODUCTS.trial.grants.length + (upsellRefund < UPSELL ? PRODUCTS.ultra.grants.length : 0);
  return [...sent.slice(from), ...later];
}

/** Reads back what the ledger holds, in the same terms as Expected. */
async function actualLedger(db: Db): Promise<Expected & { webhookEvents: number; notCompleted: number }> {
  const [money] = await db
    .select({ n: count(), amount: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`, refunded: sql<number>`coalesce(sum(${payments.refundedCents}), 0)::int` })
    .from(payments)
    .where(eq(payments.status, 'completed'));
  const [allPayments] = await db.select({ n: count() }).from(payments);
  const [done] = await db.select({ n: count() }).from(purchases).where(eq(purchases.status, 'completed'));
  const [users] = await db.select({ n: count() }).from(user).where(sql`${user.email} like 'bench-buyer-%'`);
  const subs = await db
    .select({ status: subscriptions.status, cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd, n: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status, subscriptions.cancelAtPeriodEnd);
  const [granted] = await db.select({ n: count() }).from(entitlements);
  const [events] = await db.select({ n: count() }).from(webhookEvents).where(and(eq(webhookEvents.provider, 'sandbox')));
  return {
    payments: money!.n,
    notCompleted: allPayments!.n - money!.n,
    amountCents: money!.amount,
    refundedCents: money!.refunded,
    completedPurchases: done!.n,
    users: users!.n,
    subscriptions: Object.fromEntries(subs.map((s) => [s.status === 'trialing' && s.cancelAtPeriodEnd ? 'trialing (cancel at period end)' : s.status, s.n])),
    entitlements: granted!.n,
    webhookEvents: events!.n,
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<number> {
  const flags = readFlags(['buyers', 'duplicates', 'concurrency', 'server'], ['pg', 'build']);
  if (flags.help) return (console.log(HELP), 0);
  const buyers = numberFlag(flags, 'buyers', 100, 5_000);
  const duplicates = numberFlag(flags, 'duplicates', 3, 20);
  const concurrency = numberFlag(flags, 'concurrency', 32, 500);
  const usePg = flags.pg === true || Boolean(process.env.DATABASE_URL);

  const bundle = typeof flags.server === 'string' ? path.resolve(flags.server) : undefined;
  if (bundle && !fs.existsSync(bundle)) throw new Error(`--server ${bundle} does not exist`);
  if (!bundle) ensureBuilt({ rebuildStale: flags.build === true });
  const pg = usePg ? await createThrowawayDatabase(adminUrl(), 'benchwh') : undefined;
  const dataDir = pg ? undefined : tempDir('bench-webhooks-');
  const open = () => openReadyDatabase({ databaseUrl: pg?.url, dataDir, logger: createLogger('silent') });
  const authSecret = randomBytes(32).toString('hex');
  console.log(`database: ${pg ? `PostgreSQL, throwaway database ${pg.name}` : 'PGlite in a fresh temp DATA_DIR'}${bundle ? `; server bundle ${bundle}` : ''}`);
  console.log(`machine: ${machineLoad()} at the start`);

  // 1. Real sandbox payments, made before the server starts (PGlite serves one process at a time).
  let t = performance.now();
  const database = await open();
  const secret = await loadSandboxWebhookSecret(database.db, systemClock.now());
  const sent: BenchEvent[] = [];
  const provider = createSandboxProvider({
    db: database.db,
    clock: systemClock,
    logger: createLogger('silent'),
    publicUrl: 'http://127.0.0.1',
    webhookSecret: secret,
    deliverWebhook: async (raw) => void sent.push(JSON.parse(raw) as BenchEvent),
  });
  const expected: Expected = { payments: 0, amountCents: 0, refundedCents: 0, completedPurchases: 0, users: 0, subscriptions: {}, entitlements: 0 };
  const events: BenchEvent[] = [];
  for (let i = 0; i < buyers; i++) events.push(...(await seedBuyer(database.db, provider, sent, i, expected)));
  await database.close();
  const types = new Map<string, number>();
  for (const e of events) types.set(e.type, (types.get(e.type) ?? 0) + 1);
  console.log(`seeded ${buyers} buyers (${buyers * 2} purchases) with sandbox payments in ${fmt.s(performance.now() - t)}`);
  console.log(`events: ${events.length} distinct (${[...types].map(([type, n]) => `${n} ${type}`).join(', ')}), each delivered ${duplicates}×`);

  // 2. The burst.
  const app = await startAppServer({
    label: 'app server',
    databaseUrl: pg?.url,
    bundle,
    env: { NODE_ENV: 'development', PAYMENTS_SANDBOX: 'true', AUTH_SECRET: authSecret, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
  });
  const deliveries = shuffle(events.flatMap((e) => Array.from({ length: duplicates }, () => e)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let duplicateAnswers = 0;
  t = performance.now();
  await forEachLimited(deliveries.length, concurrency, Date.now() + 10 * 60_000, async (i) => {
    const payload = JSON.stringify({ object: 'event', livemode: false, ...deliveries[i]! });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const started = performance.now();
    let status: string;
    try {
      const res = await request(`${app.url}/api/payments/webhook`, {
        method: 'POST',
        agent,
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        timeoutMs: 60_000,
      });
      status = String(res.status);
      if (res.status === 200 && (JSON.parse(res.body) as { duplicate?: boolean }).duplicate) duplicateAnswers++;
    } catch (err) {
      status = errorCode(err);
    }
    latencies.push(performance.now() - started);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const wallMs = performance.now() - t;
  agent.destroy();
  await app.child.stop();

  // 3. The ledger, read back once the server has stopped.
  const check = await open();
  const actual = await actualLedger(check.db);
  await check.close();

  latencies.sort((a, b) => a - b);
  console.log(`\nThroughput (${pg ? 'PostgreSQL' : 'PGlite'}; load generator, server and database share the machine; ${machineLoad()} at the end):\n`);
  printTable(
    ['deliveries', 'concurrency', 'wall', 'events/s', 'p50 ms', 'p99 ms', 'max ms', 'status codes', 'answered duplicate'],
    [[deliveries.length, concurrency, fmt.s(wallMs), fmt.n((deliveries.length / wallMs) * 1000, 0), fmt.n(percentile(latencies, 50), 1), fmt.n(percentile(latencies, 99), 1), fmt.n(latencies.at(-1) ?? NaN, 1), [...statuses].map(([s, n]) => `${s}×${n}`).join(' '), duplicateAnswers]],
  );

  const subscriptionStatuses = [...new Set([...Object.keys(expected.subscriptions), ...Object.keys(actual.subscriptions)])].sort();
  const rows: [string, number, number][] = [
    ['completed payments', expected.payments, actual.payments],
    ['payments pending or failed', 0, actual.notCompleted],
    ['sum of amounts, cents', expected.amountCents, actual.amountCents],
    ['sum refunded, cents', expected.refundedCents, actual.refundedCents],
    ['completed purchases', expected.completedPurchases, actual.completedPurchases],
    ['buyer accounts', expected.users, actual.users],
    ...subscriptionStatuses.map((s): [string, number, number] => [`subscriptions ${s}`, expected.subscriptions[s] ?? 0, actual.subscriptions[s] ?? 0]),
    ['entitlements', expected.entitlements, actual.entitlements],
    ['webhook_events = distinct events', events.length, actual.webhookEvents],
    ['deliveries answered duplicate', deliveries.length - events.length, duplicateAnswers],
  ];
  console.log('\nLedger check:\n');
  printTable(['', 'expected', 'actual', ''], rows.map(([label, want, got]) => [label, want, got, want === got ? 'ok' : 'MISMATCH']));
  const wrong = rows.filter(([, want, got]) => want !== got);
  const failedRequests = deliveries.length - (statuses.get('200') ?? 0);
  if (wrong.length > 0 || failedRequests > 0) {
    console.error(`\nLEDGER NOT EXACT: ${wrong.length} mismatched figures, ${failedRequests} deliveries not answered 200`);
    return 1;
  }
  console.log('\nledger exact');
  return 0;
}

runMain(main);
