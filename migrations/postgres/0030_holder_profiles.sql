-- Each client's active self-service profiles, counted as they change, so a
-- movement's account read (which joins the client anyway) says whether the
-- holder has anyone to tell, and the notification after commit looks the
-- profiles up only when there is.
ALTER TABLE clients ADD COLUMN app_profiles BIGINT NOT NULL DEFAULT 0;
UPDATE clients c SET app_profiles =
    (SELECT COUNT(*) FROM customer_profiles p WHERE p.client_id = c.id AND p.state = 'ACTIVE');
CREATE FUNCTION customer_profiles_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state = 'ACTIVE' THEN
        UPDATE clients SET app_profiles = app_profiles - 1 WHERE id = OLD.client_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state = 'ACTIVE' THEN
        UPDATE clients SET app_profiles = app_profiles + 1 WHERE id = NEW.client_id;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER customer_profiles_counted_in AFTER INSERT ON customer_profiles
    FOR EACH ROW EXECUTE FUNCTION customer_profiles_count();
CREATE TRIGGER customer_profiles_counted_out AFTER DELETE ON customer_profiles
    FOR EACH ROW EXECUTE FUNCTION customer_profiles_count();
CREATE TRIGGER customer_profiles_recounted AFTER UPDATE OF state, client_id ON customer_profiles
    FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.client_id IS DISTINCT FROM NEW.client_id)
    EXECUTE FUNCTION customer_profiles_count();
