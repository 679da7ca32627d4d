-- Emails to a store's own people (a new order, stock running low, the team changing) sit in the outbox
-- beside those to its customers, but only the customers' count against the store's hourly cap: a busy
-- day of orders must never hold back an invoice, nor be refused for the staff's emails it causes.
ALTER TABLE "email_outbox" ADD COLUMN "audience" text NOT NULL DEFAULT 'customer';
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_audience_check" CHECK ("audience" IN ('customer', 'staff'));
