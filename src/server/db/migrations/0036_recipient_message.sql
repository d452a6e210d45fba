ALTER TABLE "topup_quotes" ADD COLUMN "recipient_message" text;
-- Issue 29 item 2 (ADR 0068): the sender's short line that travels in the recipient's text, kept with the top-up's
-- terms beside text_recipient (the order is sent from its quote, one to one). Checked before it is stored: control
-- characters stripped, no link, and short enough that the recipient's text stays one message where it can.
