-- The W3C traceparent of the request that ordered a top-up (ADR 0060): the worker, later and perhaps on
-- another instance, continues that trace, so one top-up is one trace from the request to the aggregator's answer.
ALTER TABLE "topup_orders" ADD COLUMN "trace_context" text;
