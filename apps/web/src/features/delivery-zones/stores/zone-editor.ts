import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError } from '@/lib/api-error';
import { parsePounds } from '@/lib/money';
import { type DeliveryZone, type DeliveryZonesStore, nextZoneLabel } from './delivery-zones-store';
import { normaliseSearch, type PlaceIndex, type TownSearchResult } from './place-index';

/** Adding a new zone, or viewing (and editing) a saved one. */
export type ZoneEditorMode = 'new' | 'view';

/** The most a zone's delivery fee can be, in pounds. */
export const MAX_ZONE_FEE = 1000;
const MAX_LABEL_LENGTH = 100;

export const ZONE_FIELD_MESSAGES = {
  feeMissing: 'Enter a delivery fee',
  feeNotMoney: 'Enter the fee in pounds, like 3.50',
  feeZero: 'The delivery fee must be more than £0',
  feeTooHigh: 'The delivery fee can be at most £1,000',
  labelMissing: 'Enter a name for the zone',
  labelTooLong: `Keep the name to ${MAX_LABEL_LENGTH} characters`,
  noTowns: 'Choose at least one city',
} as const;

/** What the modal knows about a town: from the tree, a server search or the zone itself. */
export interface TownInfo {
  id: string;
  value: string;
  areaName?: string;
  regionId?: string;
  regionName?: string;
}

/** A town the vendor picked that is already in another zone: they choose where it goes. */
export interface TownConflict {
  town: TownInfo;
  zone: DeliveryZone;
}

type FieldKey = 'label' | 'fee' | 'townIds';

/** Checks a typed fee: a non-zero amount of pounds, at most £1,000. Returns the message, or null when it is fine. */
export function feeError(text: string): string | null {
  if (!text.trim()) return ZONE_FIELD_MESSAGES.feeMissing;
  const pounds = parsePounds(text);
  if (pounds === null) return ZONE_FIELD_MESSAGES.feeNotMoney;
  if (pounds === 0) return ZONE_FIELD_MESSAGES.feeZero;
  if (pounds > MAX_ZONE_FEE) return ZONE_FIELD_MESSAGES.feeTooHigh;
  return null;
}

const ALREADY_IN_ZONE = /already in the zone "(.+)"/;

/**
 * The state of the zone modal and its rules: one region at a time (switching with cities chosen asks first and
 * clears them), a new zone named after its region with the next running number, a town in one zone only (picking a
 * town of another zone offers to add to that zone or to create a new zone that takes the town over), a non-zero fee.
 */
export class ZoneEditor {
  mode: ZoneEditorMode = 'new';
  /** The zone being viewed (view mode). */
  zone: DeliveryZone | null = null;
  regionId: string | null = null;
  /** The area whose cities are listed open, if any. */
  openAreaId: string | null = null;
  chosen: string[] = [];
  /** Towns taken over from another zone, by town id: they leave that zone when this one is saved. */
  moves = new Map<string, string>();
  label = '';
  labelEdited = false;
  fee = '';
  searchText = '';
  appliedSearch = '';
  /** A region the vendor asked for while cities were chosen: waits for "Yes". */
  pendingRegionId: string | null = null;
  /** A town to add once the pending region switch is confirmed. */
  private pendingTown: { id: string; moveFrom?: string } | null = null;
  conflict: TownConflict | null = null;
  private clientErrors: Partial<Record<FieldKey, string>> = {};
  private serverErrors: Partial<Record<FieldKey, string>> = {};
  /** Towns met in a server search while the tree was not loaded. */
  private readonly searchedTowns = new Map<string, TownInfo>();
  private originalTownIds: string[] = [];

  constructor(
    private readonly store: DeliveryZonesStore,
    zone?: DeliveryZone,
  ) {
    makeObservable<ZoneEditor, 'clientErrors' | 'serverErrors' | 'setRegion' | 'addChecked' | 'applyServerError'>(
      this,
      {
        mode: observable,
        zone: observableRef,
        regionId: observable,
        openAreaId: observable,
        chosen: observable,
        moves: observable,
        label: observable,
        labelEdited: observable,
        fee: observable,
        searchText: observable,
        appliedSearch: observable,
        pendingRegionId: observable,
        conflict: observableRef,
        clientErrors: observableRef,
        serverErrors: observableRef,
        index: computed,
        zones: computed,
        chosenSet: computed,
        chosenTowns: computed,
        region: computed,
        isDirty: computed,
        errors: computed,
        matches: computed,
        showsMatches: computed,
        saving: computed,
        title: computed,
        setLabel: action,
        setFee: action,
        setSearchText: action,
        applySearch: action,
        chooseRegion: action,
        confirmRegionSwitch: action,
        cancelRegionSwitch: action,
        toggleArea: action,
        toggleTown: action,
        addTown: action,
        removeTown: action,
        toggleWholeArea: action,
        resolveConflictByAddingToZone: action,
        resolveConflictByCreatingZone: action,
        cancelConflict: action,
        validate: action,
        startNew: action,
        view: action,
        syncRegionFromTree: action,
        conflictEmptiesZone: computed,
        setRegion: action,
        addChecked: action,
        applyServerError: action,
      },
    );
    if (zone) this.view(zone);
  }

  /** The place tree once loaded. */
  get index(): PlaceIndex | undefined {
    return this.store.listRegions().data;
  }

  get zones(): DeliveryZone[] {
    return this.store.listDeliveryZones().data ?? [];
  }

  get chosenSet(): Set<string> {
    return new Set(this.chosen);
  }

  /** The chosen towns, alphabetical, with what is known of each. */
  get chosenTowns(): TownInfo[] {
    return this.chosen
      .map((id) => this.townInfo(id))
      .sort((a, b) => a.value.localeCompare(b.value, 'en-GB') || a.id.localeCompare(b.id));
  }

  get region() {
    return this.index?.region(this.regionId);
  }

  get title(): string {
    return this.mode === 'view' && this.zone ? this.zone.label : 'Add new zone';
  }

  get isDirty(): boolean {
    if (this.mode === 'new') return this.chosen.length > 0 || this.fee.trim() !== '' || this.labelEdited;
    const zone = this.zone;
    if (!zone) return false;
    const before = new Set(this.originalTownIds);
    return (
      this.label.trim() !== zone.label ||
      parsePounds(this.fee) !== zone.fee ||
      this.chosen.length !== before.size ||
      this.chosen.some((id) => !before.has(id))
    );
  }

  /** Client checks first, then what the server said about the last save. */
  get errors(): Partial<Record<FieldKey, string>> {
    return { ...this.serverErrors, ...this.clientErrors };
  }

  /** The server's search for the applied text, while the tree is not in the browser (load it from an effect). */
  get serverSearch() {
    const text = normaliseSearch(this.appliedSearch);
    return text && !this.index ? this.store.searchTowns(text) : null;
  }

  /** The matching cities for the applied search: from the tree in the browser, or the server while it loads. */
  get matches(): { towns: TownSearchResult[]; loading: boolean; error: ApiError | null } {
    const text = this.appliedSearch;
    if (!normaliseSearch(text)) return { towns: [], loading: false, error: null };
    const index = this.index;
    if (index) return { towns: index.search(text), loading: false, error: null };
    const read = this.serverSearch;
    if (!read) return { towns: [], loading: false, error: null };
    return { towns: read.data ?? [], loading: read.isLoading && !read.error, error: read.data ? null : read.error };
  }

  /** The right panel shows the matching cities while a search is applied, otherwise the chosen ones. */
  get showsMatches(): boolean {
    return normaliseSearch(this.appliedSearch) !== '';
  }

  get saving(): boolean {
    return this.zone
      ? this.store.isPending(`updateDeliveryZone:${this.zone.id}`)
      : this.store.isPending('createDeliveryZone');
  }

  townInfo(id: string): TownInfo {
    const town = this.index?.towns.get(id);
    if (town)
      return {
        id,
        value: town.value,
        areaName: town.areaName,
        regionId: town.regionId,
        regionName: town.regionName,
      };
    const searched = this.searchedTowns.get(id);
    if (searched) return searched;
    for (const zone of this.zones) {
      const match = zone.towns.find((item) => item.id === id);
      if (match) return { id, value: match.value };
    }
    const own = this.zone?.towns.find((item) => item.id === id);
    return { id, value: own?.value ?? 'Unknown city' };
  }

  /** The other zone a town is in (ignoring the zone being viewed and towns this zone takes over), if any. */
  zoneHolding(townId: string): DeliveryZone | undefined {
    if (this.moves.has(townId)) return undefined;
    return this.zones.find((zone) => zone.id !== this.zone?.id && zone.towns.some((town) => town.id === townId));
  }

  /** The zone a chosen town is taken from, for the "moves from" note. */
  movedFrom(townId: string): DeliveryZone | undefined {
    const zoneId = this.moves.get(townId);
    return zoneId ? this.zones.find((zone) => zone.id === zoneId) : undefined;
  }

  setLabel(text: string): void {
    this.label = text;
    this.labelEdited = true;
    this.clearError('label');
  }

  setFee(text: string): void {
    this.fee = text;
    this.clearError('fee');
  }

  /** What is typed in "Search for a City"; clearing it shows the chosen cities again at once. */
  setSearchText(text: string): void {
    this.searchText = text;
    if (!text.trim()) this.appliedSearch = '';
  }

  /** Runs the search (Enter, or typing paused for 300 ms). */
  applySearch(text = this.searchText): void {
    this.appliedSearch = text;
  }

  /** Remembers towns from a server search so they can be added before the tree has loaded. */
  rememberSearched(results: TownSearchResult[]): void {
    for (const town of results) {
      this.searchedTowns.set(town.id, {
        id: town.id,
        value: town.value,
        areaName: town.area.value,
        regionId: town.region.id,
        regionName: town.region.value,
      });
    }
  }

  /** Picks a region; with cities chosen in another region it asks first (see `pendingRegionId`). */
  chooseRegion(regionId: string): void {
    if (regionId === this.regionId) return;
    if (this.chosen.length > 0) {
      this.pendingRegionId = regionId;
      this.pendingTown = null;
      return;
    }
    this.setRegion(regionId);
  }

  /** "Yes": the chosen cities are cleared and the region changes (adding the town that asked for it, if any). */
  confirmRegionSwitch(): void {
    const regionId = this.pendingRegionId;
    const town = this.pendingTown;
    this.pendingRegionId = null;
    this.pendingTown = null;
    if (!regionId) return;
    this.chosen = [];
    this.moves.clear();
    this.setRegion(regionId, town ? this.townInfo(town.id).regionName : undefined);
    if (town) this.addChecked(town.id, town.moveFrom);
  }

  cancelRegionSwitch(): void {
    this.pendingRegionId = null;
    this.pendingTown = null;
  }

  /** Opens or closes an area's list of cities. */
  toggleArea(areaId: string): void {
    this.openAreaId = this.openAreaId === areaId ? null : areaId;
  }

  toggleTown(townId: string): void {
    if (this.chosenSet.has(townId)) this.removeTown(townId);
    else this.addTown(townId);
  }

  /**
   * Adds a town: one in another zone opens the choice (`conflict`); one in another region while cities are chosen
   * asks to switch regions first.
   */
  addTown(townId: string, moveFrom?: string): void {
    if (this.chosenSet.has(townId)) return;
    const holder = moveFrom ? undefined : this.zoneHolding(townId);
    if (holder) {
      this.conflict = { town: this.townInfo(townId), zone: holder };
      return;
    }
    const { regionId, regionName } = this.townInfo(townId);
    if (regionId && regionId !== this.regionId) {
      if (this.chosen.length > 0) {
        this.pendingRegionId = regionId;
        this.pendingTown = { id: townId, moveFrom };
        return;
      }
      this.setRegion(regionId, regionName);
    }
    this.addChecked(townId, moveFrom);
  }

  removeTown(townId: string): void {
    this.chosen = this.chosen.filter((id) => id !== townId);
    this.moves.delete(townId);
  }

  /** The cities of an area that can be chosen here (not in another zone). */
  freeTownsOf(areaId: string): string[] {
    return (this.index?.areas.get(areaId)?.townIds ?? []).filter((id) => !this.zoneHolding(id));
  }

  /** Chooses every free city of an area, or clears them all when they are all chosen already. */
  toggleWholeArea(areaId: string): void {
    const free = this.freeTownsOf(areaId);
    if (free.length === 0) return;
    const chosen = this.chosenSet;
    if (free.every((id) => chosen.has(id))) {
      const drop = new Set(free);
      this.chosen = this.chosen.filter((id) => !drop.has(id));
      for (const id of free) this.moves.delete(id);
      return;
    }
    for (const id of free) if (!chosen.has(id)) this.chosen.push(id);
    this.clearError('townIds');
  }

  /** True when taking the town over would leave its zone with no city (a zone needs one). */
  get conflictEmptiesZone(): boolean {
    const conflict = this.conflict;
    if (!conflict) return false;
    const leaving = new Set([
      conflict.town.id,
      ...[...this.moves].filter(([, z]) => z === conflict.zone.id).map(([t]) => t),
    ]);
    return conflict.zone.towns.every((town) => leaving.has(town.id));
  }

  /**
   * "Add to {zone}": the modal turns to that zone, with the cities chosen here so far added to it (in a zone being
   * viewed, the ones added since it opened). Nothing is saved until Save.
   */
  resolveConflictByAddingToZone(): void {
    const conflict = this.conflict;
    if (!conflict) return;
    const before = new Set(this.mode === 'view' ? this.originalTownIds : []);
    const carried = this.chosen.filter((id) => !before.has(id) && !this.moves.has(id));
    this.conflict = null;
    this.view(conflict.zone);
    for (const id of carried) if (!this.chosenSet.has(id) && !this.zoneHolding(id)) this.chosen.push(id);
  }

  /**
   * "Create new shipping zone": the town goes into a new zone and leaves its current one when that is saved. Adding a
   * new zone, it joins the cities chosen so far; viewing a zone, a new zone starts with it.
   */
  resolveConflictByCreatingZone(): void {
    const conflict = this.conflict;
    if (!conflict || this.conflictEmptiesZone) return;
    this.conflict = null;
    if (this.mode === 'view') this.startNew();
    this.addTown(conflict.town.id, conflict.zone.id);
  }

  cancelConflict(): void {
    this.conflict = null;
  }

  /** Starts a new zone from nothing. */
  startNew(): void {
    this.mode = 'new';
    this.zone = null;
    this.regionId = null;
    this.openAreaId = null;
    this.chosen = [];
    this.moves.clear();
    this.label = '';
    this.labelEdited = false;
    this.fee = '';
    this.originalTownIds = [];
    this.clientErrors = {};
    this.serverErrors = {};
  }

  /** Shows a saved zone: its cities chosen, its region open, its fee and label ready to change. */
  view(zone: DeliveryZone): void {
    this.startNew();
    this.mode = 'view';
    this.zone = zone;
    this.label = zone.label;
    this.fee = zone.fee.toFixed(2);
    this.chosen = zone.towns.map((town) => town.id);
    this.originalTownIds = [...this.chosen];
    this.regionId = this.index?.mainRegionOf(this.chosen) ?? null;
  }

  /** Once the tree arrives, a zone being viewed opens on its region. */
  syncRegionFromTree(): void {
    if (this.mode === 'view' && !this.regionId && this.index) this.regionId = this.index.mainRegionOf(this.chosen);
  }

  /** Checks the fee, the name and the cities; the messages show under their fields. */
  validate(): boolean {
    const errors: Partial<Record<FieldKey, string>> = {};
    const fee = feeError(this.fee);
    if (fee) errors.fee = fee;
    const label = this.label.trim();
    if (!label) errors.label = ZONE_FIELD_MESSAGES.labelMissing;
    else if (label.length > MAX_LABEL_LENGTH) errors.label = ZONE_FIELD_MESSAGES.labelTooLong;
    if (this.chosen.length === 0) errors.townIds = ZONE_FIELD_MESSAGES.noTowns;
    this.clientErrors = errors;
    this.serverErrors = {};
    return Object.keys(errors).length === 0;
  }

  /**
   * Saves the zone. Towns taken over from other zones leave them first (and go back if the save then fails). A clash
   * the server reports (another tab added the town meanwhile) becomes the same choice as picking such a town.
   * Returns true once saved.
   */
  async save(): Promise<boolean> {
    if (!this.validate()) return false;
    const fee = parsePounds(this.fee)!;
    const label = this.label.trim().replace(/\s+/g, ' ');
    const townIds = [...this.chosen];
    const undo: (() => Promise<unknown>)[] = [];

    const bySource = new Map<string, Set<string>>();
    for (const [townId, zoneId] of this.moves) {
      if (!this.chosenSet.has(townId)) continue;
      const set = bySource.get(zoneId) ?? new Set<string>();
      set.add(townId);
      bySource.set(zoneId, set);
    }
    for (const [zoneId, leaving] of bySource) {
      const source = this.zones.find((zone) => zone.id === zoneId);
      if (!source) continue;
      const before = source.towns.map((town) => town.id);
      const result = await this.store.updateDeliveryZone(
        zoneId,
        { townIds: before.filter((id) => !leaving.has(id)) },
        { quiet: true },
      );
      if (!result.ok) {
        await Promise.all(undo.map((step) => step()));
        this.store.reportSaveFailure();
        this.applyServerError(result.error, townIds);
        return false;
      }
      undo.push(() => this.store.updateDeliveryZone(zoneId, { townIds: before }, { quiet: true }));
    }

    const zone = this.zone;
    const result = zone
      ? await this.store.updateDeliveryZone(zone.id, { label, fee, townIds })
      : await this.store.createDeliveryZone({ label, fee, townIds });
    if (result.ok) return true;
    await Promise.all(undo.map((step) => step()));
    this.applyServerError(result.error, townIds);
    return false;
  }

  private applyServerError(error: ApiError, townIds: string[]): void {
    const errors: Partial<Record<FieldKey, string>> = {};
    for (const { field, error: message } of error.fieldErrors) {
      const key: FieldKey | null =
        field === 'label' || field === 'fee' ? field : field.startsWith('townIds') ? 'townIds' : null;
      if (key && !errors[key]) errors[key] = message;
    }
    this.serverErrors = errors;
    if (error.status !== 409) return;
    for (const { field, error: message } of error.fieldErrors) {
      const position = /^townIds\.(\d+)$/.exec(field);
      const label = ALREADY_IN_ZONE.exec(message)?.[1];
      const townId = position ? townIds[Number(position[1])] : undefined;
      if (!townId || !label) continue;
      // The list is stale if the server knows a clash the modal did not: fetch it again, then offer the choice.
      const refresh = this.store.listDeliveryZones();
      void refresh.refetch().then(() => {
        const holder = this.zones.find((zone) => zone.label === label);
        if (holder)
          runInAction(() => {
            this.chosen = this.chosen.filter((id) => id !== townId);
            this.conflict = { town: this.townInfo(townId), zone: holder };
          });
      });
      return;
    }
  }

  private clearError(key: FieldKey): void {
    if (this.clientErrors[key]) this.clientErrors = { ...this.clientErrors, [key]: undefined };
    if (this.serverErrors[key]) this.serverErrors = { ...this.serverErrors, [key]: undefined };
  }

  private setRegion(regionId: string, regionName = this.index?.region(regionId)?.value): void {
    this.regionId = regionId;
    this.openAreaId = null;
    if (this.mode === 'new' && !this.labelEdited && regionName) this.label = nextZoneLabel(regionName, this.zones);
  }

  private addChecked(townId: string, moveFrom?: string): void {
    if (this.chosenSet.has(townId)) return;
    this.chosen.push(townId);
    if (moveFrom) this.moves.set(townId, moveFrom);
    this.clearError('townIds');
  }
}
