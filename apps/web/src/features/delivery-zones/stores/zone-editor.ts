import type { DeliveryZone } from '@vendor/api-types';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError } from '@/lib/api-error';
import { parsePounds } from '@/lib/money';
import { type DeliveryZonesStore, nextZoneLabel } from './delivery-zones-store';
import type { PlaceIndex } from './place-index';
import {
  type FieldKey,
  takeoverEmptiesZone,
  type TownConflict,
  type TownInfo,
  zoneChanged,
  type ZoneEditorMode,
  zoneFormErrors,
} from './zone-rules';
import { releaseMovedTowns, townClash, zoneFieldErrors } from './zone-save';
import { CitySearch } from './zone-search';

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
  /** A region the vendor asked for while cities were chosen: waits for "Yes". */
  pendingRegionId: string | null = null;
  /** A town to add once the pending region switch is confirmed. */
  private pendingTown: { id: string; moveFrom?: string } | null = null;
  conflict: TownConflict | null = null;
  private clientErrors: Partial<Record<FieldKey, string>> = {};
  private serverErrors: Partial<Record<FieldKey, string>> = {};
  private originalTownIds: string[] = [];

  /** "Search for a City": the typed text, the applied search and its matches. */
  readonly search: CitySearch;

  constructor(
    readonly store: DeliveryZonesStore,
    zone?: DeliveryZone,
  ) {
    this.search = new CitySearch(store);
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
        saving: computed,
        title: computed,
        setLabel: action,
        setFee: action,
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
    return !!this.zone && zoneChanged(this.zone, this.label, this.fee, this.originalTownIds, this.chosen);
  }

  /** Client checks first, then what the server said about the last save. */
  get errors(): Partial<Record<FieldKey, string>> {
    return { ...this.serverErrors, ...this.clientErrors };
  }

  get saving(): boolean {
    return this.zone
      ? this.store.isPending(`updateDeliveryZone:${this.zone.id}`)
      : this.store.isPending('createDeliveryZone');
  }

  /** What is known of a town: from the tree, an earlier server search, or the zones that hold it. */
  townInfo(id: string): TownInfo {
    return this.search.describe(id, this.zone ? [...this.zones, this.zone] : this.zones);
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
    return !!this.conflict && takeoverEmptiesZone(this.conflict, this.moves);
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
    Object.assign(this, { mode: 'new', zone: null, regionId: null, openAreaId: null, chosen: [], label: '', fee: '' });
    Object.assign(this, { labelEdited: false, originalTownIds: [], clientErrors: {}, serverErrors: {} });
    this.moves.clear();
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
    const errors = zoneFormErrors(this.label, this.fee, this.chosen.length);
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
    const released = await releaseMovedTowns(this.store, this.zones, this.moves, this.chosenSet);
    if (!released.ok) {
      this.store.reportSaveFailure();
      this.applyServerError(released.error, townIds);
      return false;
    }
    const zone = this.zone;
    const result = zone
      ? await this.store.updateDeliveryZone(zone.id, { label, fee, townIds })
      : await this.store.createDeliveryZone({ label, fee, townIds });
    if (result.ok) return true;
    await released.undo();
    this.applyServerError(result.error, townIds);
    return false;
  }

  private applyServerError(error: ApiError, townIds: string[]): void {
    this.serverErrors = zoneFieldErrors(error);
    const clash = townClash(error, townIds);
    if (!clash) return;
    // The list is stale if the server knows a clash the modal did not: fetch it again, then offer the choice.
    void this.store
      .listDeliveryZones()
      .refetch()
      .then(() => {
        const holder = this.zones.find((zone) => zone.label === clash.zoneLabel);
        if (holder)
          runInAction(() => {
            this.chosen = this.chosen.filter((id) => id !== clash.townId);
            this.conflict = { town: this.townInfo(clash.townId), zone: holder };
          });
      });
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
