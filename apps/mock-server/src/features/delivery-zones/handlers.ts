import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { lockBusiness } from '../../lib/business-lock.ts';
import { conflict, invalidField } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { formatPounds, toPence } from '../../lib/money.ts';
import { placeCache, searchTowns } from './places.ts';
import * as queries from './queries.ts';
import { toZoneDto } from './view.ts';

type Ops =
  | 'listDeliveryZones'
  | 'listRegions'
  | 'searchTowns'
  | 'createDeliveryZone'
  | 'updateDeliveryZone'
  | 'deleteDeliveryZone';

const ITEM = 'delivery_zone';

const towns = (n: number) => `${n} town${n === 1 ? '' : 's'}`;

/** Lists town names for an audit description, shortened after a few. */
function nameList(names: string[], max = 5): string {
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en-GB'));
  return sorted.length <= max
    ? sorted.join(', ')
    : `${sorted.slice(0, max).join(', ')} and ${sorted.length - max} more`;
}

function cleanLabel(label: string): string {
  const clean = label.trim().replace(/\s+/g, ' ');
  if (!clean) throw invalidField('label', 'Must not be empty');
  return clean;
}

/** The database's own guard (one zone per town per business) answering a race the checks could not see. */
function townRace(error: unknown): never {
  if (
    (error as { name?: string; code?: string }).name === 'PrismaClientKnownRequestError' &&
    (error as { code?: string }).code === 'P2002'
  ) {
    throw conflict('One of these towns was just added to another zone; reload the zones and try again', [
      { field: 'townIds', error: 'A town is already in another zone' },
    ]);
  }
  throw error;
}

/** Handlers for the business's delivery zones and the place tree their towns come from. */
export function deliveryZoneHandlers(app: FastifyInstance): HandlerMap<Ops> {
  const places = placeCache(app.prisma);
  // Outside tests, build the tree in the background as the server starts so no visitor waits for it.
  if (app.env.nodeEnv !== 'test') {
    app.addHook('onReady', async () => {
      places().catch((error: unknown) =>
        app.log.warn({ err: error }, 'place tree warm-up failed; it is retried on first use'),
      );
    });
  }

  return {
    async listDeliveryZones(request) {
      return ok((await queries.listDeliveryZones(app.prisma, request.auth.businessId)).map(toZoneDto));
    },

    async listRegions(request, reply) {
      const index = await places();
      reply.header('etag', index.etag).header('cache-control', 'private, max-age=3600');
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === index.etag))
        return reply.code(304).send();
      // Already serialised once: sent as is, without walking 5,705 towns through the serialiser on every call.
      return reply.type('application/json; charset=utf-8').send(index.json);
    },

    async searchTowns(request) {
      const text = request.query.search.trim();
      if (!text) throw invalidField('search', 'Must not be empty');
      return ok(searchTowns(await places(), text));
    },

    async createDeliveryZone(request, reply) {
      const { auth, body } = request;
      const label = cleanLabel(body.label);
      const feePence = toPence(body.fee, 'fee');
      const zone = await app.prisma
        .$transaction(async (tx) => {
          await lockBusiness(tx, auth.businessId);
          const names = await queries.assertTownsFree(tx, auth.businessId, body.townIds);
          await queries.assertLabelFree(tx, auth.businessId, label);
          const created = await queries.createDeliveryZone(tx, auth.businessId, {
            label,
            feePence,
            townIds: body.townIds,
          });
          const fee = formatPounds(feePence);
          await audit(tx, auth, {
            eventType: 'created',
            itemType: ITEM,
            itemId: created.id,
            itemAffected: label,
            description:
              `Created the shipping zone "${label}" (fee ${fee}) with ${towns(body.townIds.length)}: ` +
              `${nameList([...names.values()])}.`,
          });
          return queries.loadZone(tx, auth.businessId, created.id);
        })
        .catch(townRace);
      reply.code(201);
      return ok(zone);
    },

    async updateDeliveryZone(request) {
      const { auth, body } = request;
      const { id } = request.params;
      const label = body.label === undefined ? undefined : cleanLabel(body.label);
      const feePence = body.fee === undefined ? undefined : toPence(body.fee, 'fee');
      const zone = await app.prisma
        .$transaction(async (tx) => {
          // Two edits of one zone run one after the other: the second sees the first's towns and version.
          await lockBusiness(tx, auth.businessId);
          const current = await queries.findZoneForEdit(tx, auth.businessId, id);
          const changes: string[] = [];
          if (label !== undefined && label !== current.label) {
            await queries.assertLabelFree(tx, auth.businessId, label, id);
            changes.push(`renamed from "${current.label}" to "${label}"`);
          }
          if (feePence !== undefined && feePence !== current.feePence)
            changes.push(`fee ${formatPounds(current.feePence)} → ${formatPounds(feePence)}`);
          if (body.townIds !== undefined) {
            const names = await queries.assertTownsFree(tx, auth.businessId, body.townIds, id);
            const before = new Map(current.towns.map((t) => [t.townId, t.town.name]));
            const after = new Set(body.townIds);
            const added = body.townIds.filter((t) => !before.has(t)).map((t) => names.get(t) ?? t);
            const removed = [...before].filter(([t]) => !after.has(t)).map(([, name]) => name);
            if (added.length || removed.length) {
              await queries.replaceTowns(tx, auth.businessId, id, body.townIds);
              if (added.length) changes.push(`added ${nameList(added)}`);
              if (removed.length) changes.push(`removed ${nameList(removed)}`);
            }
          }
          const saved = await queries.updateDeliveryZone(tx, auth.businessId, id, current.version, {
            ...(label !== undefined ? { label } : {}),
            ...(feePence !== undefined ? { feePence } : {}),
          });
          if (!saved) throw conflict('The zone changed at the same time; reload it and try again');
          const affected = label ?? current.label;
          await audit(tx, auth, {
            eventType: 'updated',
            itemType: ITEM,
            itemId: id,
            itemAffected: affected,
            description: changes.length
              ? `Updated the shipping zone "${affected}": ${changes.join('; ')}.`
              : `Saved the shipping zone "${affected}" without changes.`,
          });
          return queries.loadZone(tx, auth.businessId, id);
        })
        .catch(townRace);
      return ok(zone);
    },

    async deleteDeliveryZone(request) {
      const { auth } = request;
      const { id } = request.params;
      await app.prisma.$transaction(async (tx) => {
        await lockBusiness(tx, auth.businessId);
        const zone = await queries.findZoneForDelete(tx, auth.businessId, id);
        await queries.deleteDeliveryZone(tx, zone.id);
        await audit(tx, auth, {
          eventType: 'deleted',
          itemType: ITEM,
          itemId: zone.id,
          itemAffected: zone.label,
          description:
            `Deleted the shipping zone "${zone.label}" ` +
            `(fee ${formatPounds(zone.feePence)}, ${towns(zone._count.towns)}).`,
        });
      });
      return ok({ id });
    },
  } satisfies HandlerMap<Ops>;
}
