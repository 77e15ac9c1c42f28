import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { conflict, invalidField, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { readOwnRecord } from '../../lib/own-record.ts';
import * as queries from './queries.ts';
import { toBranding } from './view.ts';

type Ops = 'getBranding' | 'updateBranding';

const handleTaken = (handle: string) =>
  conflict(`The handle "${handle}" is already taken by another kitchen`, [
    { field: 'HandleName', error: 'Already taken by another kitchen' },
  ]);

/** Text that is only spaces is stored as nothing. */
const optionalText = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.trim() || null;

/**
 * Handlers for getBranding, updateBranding. The handle is a public address, unique across all vendors ignoring case:
 * it is stored in lower case, so the unique index on businesses.handle_name enforces that even under a race.
 */
export function brandingHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    getBranding: readOwnRecord(app, 'businessId', queries.getBranding, toBranding),

    async updateBranding(request) {
      const { auth, body } = request;
      const kitchenName = body.kitchenName.trim();
      if (!kitchenName) throw invalidField('kitchenName', 'Must not be empty');
      const handle = body.HandleName.toLowerCase();
      const description = optionalText(body.KitchenDescription);
      const address = optionalText(body.Address);

      const saved = await app.prisma
        .$transaction(async (tx) => {
          if (await queries.handleHolder(tx, handle, auth.businessId)) throw handleTaken(body.HandleName);
          let bannerMediaId: string | null | undefined;
          if (body.bannerId === null) bannerMediaId = null;
          else if (body.bannerId !== undefined) {
            const media = await queries.findBannerUpload(tx, auth.businessId, body.bannerId);
            if (!media)
              throw unprocessable('bannerId: No banner upload with this id', [
                { field: 'bannerId', error: 'Unknown upload, or not uploaded with purpose banner' },
              ]);
            bannerMediaId = media.id;
          }
          const before = await queries.findBusiness(tx, auth.businessId);
          await queries.updateBranding(tx, auth.businessId, {
            kitchenName,
            handleName: handle,
            ...(description !== undefined ? { kitchenDescription: description } : {}),
            ...(address !== undefined ? { address } : {}),
            ...(bannerMediaId !== undefined ? { bannerMediaId } : {}),
          });
          const changes: string[] = [];
          if (before.kitchenName !== kitchenName) changes.push('kitchen name');
          if (before.handleName !== handle) changes.push(`handle (now @${handle})`);
          if (description !== undefined && before.kitchenDescription !== description) changes.push('description');
          if (address !== undefined && before.address !== address) changes.push('address');
          if (bannerMediaId !== undefined && before.bannerMediaId !== bannerMediaId)
            changes.push(bannerMediaId ? 'banner' : 'removed the banner');
          await audit(tx, auth, {
            eventType: 'updated',
            itemType: 'branding',
            itemId: auth.businessId,
            itemAffected: kitchenName,
            description: changes.length
              ? `Updated the branding: ${changes.join(', ')}.`
              : 'Saved the branding without changes.',
          });
          return toBranding(await queries.getBranding(tx, auth.businessId));
        })
        .catch((error: unknown) => {
          // Two kitchens claiming one handle at the same moment: the unique index decides.
          if ((error as { code?: string }).code === 'P2002') throw handleTaken(body.HandleName);
          throw error;
        });
      return ok(saved);
    },
  } satisfies HandlerMap<Ops>;
}
