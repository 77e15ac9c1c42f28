import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { toPence } from '../../lib/money.ts';
import { placeCache, searchTowns } from './places.ts';
import {
  assertLabelFree,
  assertTownsFree,
  formatPounds,
  lockBusiness,
  loadZone,
  nameList,
  toZoneDto,
  zoneInclude,
} from './zones.ts';

type Ops =
  | 'listDeliveryZones'
  | 'listRegions'
  | 'searchTowns'
  | 'createDeliveryZone'
  | 'updateDeliveryZone'
  | 'deleteDeliveryZone';

const ITEM = 'delivery_zone';
const zoneNotFound = () => notFound('Delivery zone');

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

/** Handlers for listDeliveryZones, listRegions, searchTowns, createDeliveryZone, updateDeliveryZone, deleteDeliveryZone. */
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
      const zones = await app.prisma.deliveryZone.findMany({
        where: { businessId: request.auth.businessId },
        include: zoneInclude,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return ok(zones.map(toZoneDto));
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
          const names = await assertTownsFree(tx, auth.businessId, body.townIds);
          await assertLabelFree(tx, auth.businessId, label);
          const created = await tx.deliveryZone.create({
            data: {
              businessId: auth.businessId,
              label,
              feePence,
              towns: { createMany: { data: body.townIds.map((townId) => ({ townId, businessId: auth.businessId })) } },
            },
          });
          await audit(tx, auth, {
            eventType: 'created',
            itemType: ITEM,
            itemId: created.id,
            itemAffected: label,
            description: `Created the shipping zone "${label}" (fee ${formatPounds(feePence)}) with ${body.townIds.length} town${body.townIds.length === 1 ? '' : 's'}: ${nameList([...names.values()])}.`,
          });
          return loadZone(tx, auth.businessId, created.id);
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
          const current = await tx.deliveryZone.findFirst({
            where: { id, businessId: auth.businessId },
            include: { towns: { select: { townId: true, town: { select: { name: true } } } } },
          });
          if (!current) throw zoneNotFound();
          const changes: string[] = [];
          if (label !== undefined && label !== current.label) {
            await assertLabelFree(tx, auth.businessId, label, id);
            changes.push(`renamed from "${current.label}" to "${label}"`);
          }
          if (feePence !== undefined && feePence !== current.feePence)
            changes.push(`fee ${formatPounds(current.feePence)} → ${formatPounds(feePence)}`);
          if (body.townIds !== undefined) {
            const names = await assertTownsFree(tx, auth.businessId, body.townIds, id);
            const before = new Map(current.towns.map((t) => [t.townId, t.town.name]));
            const after = new Set(body.townIds);
            const added = body.townIds.filter((t) => !before.has(t)).map((t) => names.get(t) ?? t);
            const removed = [...before].filter(([t]) => !after.has(t)).map(([, name]) => name);
            if (added.length || removed.length) {
              await tx.deliveryZoneTown.deleteMany({ where: { zoneId: id } });
              await tx.deliveryZoneTown.createMany({
                data: body.townIds.map((townId) => ({ zoneId: id, townId, businessId: auth.businessId })),
              });
              if (added.length) changes.push(`added ${nameList(added)}`);
              if (removed.length) changes.push(`removed ${nameList(removed)}`);
            }
          }
          const updated = await tx.deliveryZone.updateMany({
            where: { id, businessId: auth.businessId, version: current.version },
            data: {
              ...(label !== undefined ? { label } : {}),
              ...(feePence !== undefined ? { feePence } : {}),
              version: { increment: 1 },
            },
          });
          if (updated.count !== 1) throw conflict('The zone changed at the same time; reload it and try again');
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
          return loadZone(tx, auth.businessId, id);
        })
        .catch(townRace);
      return ok(zone);
    },

    async deleteDeliveryZone(request) {
      const { auth } = request;
      const { id } = request.params;
      await app.prisma.$transaction(async (tx) => {
        await lockBusiness(tx, auth.businessId);
        const zone = await tx.deliveryZone.findFirst({
          where: { id, businessId: auth.businessId },
          include: { _count: { select: { towns: true } } },
        });
        if (!zone) throw zoneNotFound();
        await tx.deliveryZone.delete({ where: { id: zone.id } });
        await audit(tx, auth, {
          eventType: 'deleted',
          itemType: ITEM,
          itemId: zone.id,
          itemAffected: zone.label,
          description: `Deleted the shipping zone "${zone.label}" (fee ${formatPounds(zone.feePence)}, ${zone._count.towns} town${zone._count.towns === 1 ? '' : 's'}).`,
        });
      });
      return ok({ id });
    },
  } satisfies HandlerMap<Ops>;
}
