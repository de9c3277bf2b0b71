ALTER TABLE "askers" ADD COLUMN "billing_name" text;--> statement-breakpoint
-- The old form asked "Cégnév / Név" of everybody: without a VAT number it was a private person's name.
UPDATE "askers" SET "billing_name" = "company_name", "company_name" = NULL
  WHERE coalesce(trim("company_name"), '') <> '' AND coalesce(trim("vat_number"), '') = '';--> statement-breakpoint
-- An asker is never asked for a bank account (issue 13); what was stored goes.
ALTER TABLE "askers" DROP COLUMN "bank_account_number";
