// Generated from openapi/vendor-api.yaml by scripts/generate-from-contract.mjs (`pnpm run generate`); do not edit.
import type { components } from './schema.js';

export declare const businessEventTypeValues: readonly components['schemas']['BusinessEventType'][];
export declare const streamEndReasonValues: readonly components['schemas']['StreamEnd']['reason'][];
export declare const healthStatusValues: readonly components['schemas']['Health']['status'][];
export declare const healthDatabaseValues: readonly components['schemas']['Health']['database'][];
export declare const permissionKeyValues: readonly components['schemas']['PermissionKey'][];
export declare const googleOauthPurposeValues: readonly components['schemas']['GoogleOauthPurpose'][];
export declare const cookingExperienceValues: readonly components['schemas']['CookingExperience'][];
export declare const uploadPurposeValues: readonly components['schemas']['UploadPurpose'][];
export declare const mediaTypeValues: readonly components['schemas']['Media']['type'][];
export declare const mealStatusValues: readonly components['schemas']['MealStatus'][];
export declare const customAvailabilityStatusValues: readonly components['schemas']['CustomAvailabilityStatus'][];
export declare const orderStatusValues: readonly components['schemas']['OrderStatus'][];
export declare const cancellationReasonValues: readonly components['schemas']['CancellationReason'][];
export declare const updateOrderStatusRequestStatusValues: readonly components['schemas']['UpdateOrderStatusRequest']['status'][];
export declare const dailyCapacityUnitValues: readonly components['schemas']['DailyCapacity']['unit'][];
export declare const payoutScheduleValues: readonly components['schemas']['PayoutSchedule'][];
export declare const transactionTypeValues: readonly components['schemas']['TransactionType'][];
export declare const transactionStatusValues: readonly components['schemas']['TransactionStatus'][];
export declare const roleStatusValues: readonly components['schemas']['RoleStatus'][];
export declare const teamMemberStatusValues: readonly components['schemas']['TeamMemberStatus'][];
export declare const inviteStatusValues: readonly components['schemas']['InviteStatus'][];
export declare const auditEventTypeValues: readonly components['schemas']['AuditEventType'][];
export declare const weeklyScheduleKeys: readonly (keyof components['schemas']['WeeklySchedule'])[];
export declare const notificationPreferencesKeys: readonly (keyof components['schemas']['NotificationPreferences'])[];
export declare const channelPreferencesKeys: readonly (keyof components['schemas']['ChannelPreferences'])[];
