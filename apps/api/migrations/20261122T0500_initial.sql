-- Sannidhi initial schema. Money is integer minor units beside its currency; times are timestamptz.

CREATE TABLE centers (
  id               text PRIMARY KEY,
  name             text NOT NULL,
  label            text NOT NULL DEFAULT '-',
  image            text NOT NULL DEFAULT '',
  is_available     boolean NOT NULL DEFAULT true,
  description      text NOT NULL DEFAULT '',
  currency         text,
  contact          jsonb NOT NULL DEFAULT '{}'::jsonb,   -- { address, email, phone }
  treasurer_email  text NOT NULL DEFAULT '',
  meta             jsonb NOT NULL DEFAULT '{}'::jsonb,   -- timezone, dateFormat, countryCode, gateway URLs, links, theme
  sort_order       integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id                            text PRIMARY KEY,
  center_id                     text NOT NULL REFERENCES centers(id),
  name                          text NOT NULL,
  global_type                   text,
  image                         text NOT NULL DEFAULT '',
  price                         bigint NOT NULL CHECK (price >= 0),
  description                   text NOT NULL DEFAULT '',
  category                      text NOT NULL,
  type                          text NOT NULL,
  delivery_mode                 text NOT NULL DEFAULT 'IN_PERSON' CHECK (delivery_mode IN ('IN_PERSON', 'ONLINE', 'BOTH')),
  is_available                  boolean NOT NULL DEFAULT true,
  is_available_for_back_office  boolean NOT NULL DEFAULT true,
  is_subscription               boolean NOT NULL DEFAULT false,
  config                        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at                    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_center_idx ON products (center_id);
CREATE INDEX products_global_type_idx ON products (global_type) WHERE global_type IS NOT NULL;

CREATE TABLE packages (
  id           text PRIMARY KEY,
  name         text NOT NULL,
  url_tag      text NOT NULL UNIQUE,
  description  text NOT NULL DEFAULT '',
  image        text NOT NULL DEFAULT ''
);

CREATE TABLE package_products (
  package_id  text NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (package_id, product_id)
);

CREATE TABLE product_variants (
  id          text PRIMARY KEY,
  product_id  text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name        text NOT NULL,
  unit_price  bigint NOT NULL CHECK (unit_price >= 0),
  max_quantity integer NOT NULL DEFAULT 10 CHECK (max_quantity > 0),
  position    integer NOT NULL DEFAULT 0
);
CREATE INDEX product_variants_product_idx ON product_variants (product_id);

CREATE TABLE slots (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id  text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  start_time  timestamptz NOT NULL,
  in_person   boolean NOT NULL DEFAULT true,
  capacity    integer NOT NULL CHECK (capacity >= 0),
  booked      integer NOT NULL DEFAULT 0,
  meta        jsonb NOT NULL DEFAULT '{}'::jsonb,
  CONSTRAINT slots_booked_within_capacity CHECK (booked >= 0 AND booked <= capacity),
  UNIQUE (product_id, start_time, in_person)
);
CREATE INDEX slots_product_time_idx ON slots (product_id, start_time);

-- Per-variant limits for rituals that sell several variants against one slot (INVENTORY layout).
CREATE TABLE slot_inventory (
  slot_id     uuid NOT NULL REFERENCES slots(id) ON DELETE CASCADE,
  variant_id  text NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
  capacity    integer NOT NULL CHECK (capacity >= 0),
  booked      integer NOT NULL DEFAULT 0,
  CONSTRAINT slot_inventory_booked_within_capacity CHECK (booked >= 0 AND booked <= capacity),
  PRIMARY KEY (slot_id, variant_id)
);

CREATE TABLE users (
  id                    text PRIMARY KEY,          -- the SSO profile id (ssoId)
  email                 text NOT NULL,
  first_name            text NOT NULL DEFAULT '',
  last_name             text NOT NULL DEFAULT '',
  country_of_residence  text NOT NULL DEFAULT '',
  photo                 text NOT NULL DEFAULT '',
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));

CREATE TABLE user_roles (
  user_id    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  center_id  text NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  role       text NOT NULL,
  PRIMARY KEY (user_id, center_id, role)
);

CREATE TABLE booking_persons (
  sso_id                     text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  first_name                 text NOT NULL,
  last_name                  text NOT NULL,
  phone                      text NOT NULL DEFAULT '',
  secondary_phone            text NOT NULL DEFAULT '',
  whats_app_phone            text NOT NULL DEFAULT '',
  email                      text NOT NULL,
  subscribed_for_news_letter boolean NOT NULL DEFAULT false,
  privacy_terms_accepted     boolean NOT NULL DEFAULT false,
  billing_address            jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at                 timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id       char(10) NOT NULL UNIQUE CHECK (request_id ~ '^[0-9A-Z]{10}$'),
  center_id        text NOT NULL REFERENCES centers(id),
  user_id          text NOT NULL REFERENCES users(id),
  booked_by        text REFERENCES users(id),
  amount           bigint NOT NULL CHECK (amount >= 0),
  currency         text NOT NULL,
  status           text NOT NULL DEFAULT 'INITIALIZED',
  channel          text NOT NULL,
  transaction_id   text,
  raw_resp         jsonb NOT NULL DEFAULT '{}'::jsonb,
  idempotency_key  text UNIQUE,
  expires_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status IN ('INITIALIZED', 'PENDING');

CREATE TABLE payment_links (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),   -- the paymentId in /payment/{paymentId}
  payment_id      uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  email           text NOT NULL,
  expires_at      timestamptz NOT NULL,
  initialised_at  timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE families (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id                    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name                       text NOT NULL,
  prasadam_delivery_address  jsonb NOT NULL DEFAULT '{}'::jsonb,
  palm_leaf_info             jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX families_user_idx ON families (user_id);

CREATE TABLE subscriptions (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id                    text NOT NULL REFERENCES users(id),
  center_id                  text NOT NULL REFERENCES centers(id),
  product_id                 text NOT NULL REFERENCES products(id),
  status                     text NOT NULL DEFAULT 'ACTIVE',
  subscription_type          text NOT NULL DEFAULT 'RECURRING',
  booking_person_info        jsonb NOT NULL DEFAULT '{}'::jsonb,
  prasadam_delivery_address  jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_center_idx ON subscriptions (user_id, center_id);

CREATE TABLE subscription_payments (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id  uuid NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  payment_id       uuid REFERENCES payments(id),
  sequence         integer NOT NULL,
  months_completed integer NOT NULL DEFAULT 0 CHECK (months_completed >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subscription_id, sequence)
);

CREATE TABLE orders (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id                 text NOT NULL UNIQUE,
  payment_id                 uuid NOT NULL REFERENCES payments(id),
  user_id                    text NOT NULL REFERENCES users(id),
  booked_by                  text REFERENCES users(id),
  center_id                  text NOT NULL REFERENCES centers(id),
  product_id                 text NOT NULL REFERENCES products(id),
  item_id                    text NOT NULL,
  slot_id                    uuid NOT NULL REFERENCES slots(id),
  status                     text NOT NULL DEFAULT 'NOT_COMPLETED',
  payment_status             text NOT NULL DEFAULT 'INITIALIZED',
  delivery_status            text NOT NULL DEFAULT 'NONE',
  prasadam_tracking_id       text,
  in_person                  boolean NOT NULL,
  has_prasadam               boolean NOT NULL DEFAULT false,
  prasadam_delivery_address  jsonb,
  meta                       jsonb NOT NULL DEFAULT '{}'::jsonb,
  variants                   jsonb NOT NULL DEFAULT '[]'::jsonb,
  total_price                bigint NOT NULL CHECK (total_price >= 0),
  currency                   text NOT NULL,
  og_slot_start              timestamptz NOT NULL,
  family_id                  uuid REFERENCES families(id),
  subscription_payment_id    uuid REFERENCES subscription_payments(id),
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_center_idx ON orders (user_id, center_id, created_at DESC);
CREATE INDEX orders_payment_idx ON orders (payment_id);
CREATE INDEX orders_slot_idx ON orders (slot_id);

CREATE TABLE analytics_events (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL,
  user_id     text,
  center_id   text,
  properties  jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_name_idx ON analytics_events (name, created_at);

CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  actor_id    text,
  action      text NOT NULL,
  entity      text NOT NULL,
  entity_id   text,
  data        jsonb NOT NULL DEFAULT '{}'::jsonb,
  request_id  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
