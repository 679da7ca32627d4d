-- The emails about the store each member chose to get; null until they choose (the defaults apply).
ALTER TABLE "memberships" ADD COLUMN "notification_preferences" jsonb;
