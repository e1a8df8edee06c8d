-- Comments may be attached to insurance policies too (the product's pages list
-- Client, Loan, Deposit and Policy), and a referral may name the client record
-- of the referred customer.
ALTER TABLE comments DROP CONSTRAINT comments_entity_type_check;
ALTER TABLE comments ADD CONSTRAINT comments_entity_type_check
    CHECK (entity_type IN ('Loan', 'Client', 'Deposit', 'Policy'));

ALTER TABLE referrals ADD COLUMN client_id BIGINT REFERENCES clients (id);
