/** A calendar day as the wire writes it (YYYY-MM-DD, UTC). */
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/** A calendar day (YYYY-MM-DD) as the Date a DATE column stores: midnight UTC. */
export const fromIsoDate = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
