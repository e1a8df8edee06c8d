-- Each client's active self-service profiles, counted as they change, so a
-- movement's account read (which joins the client anyway) says whether the
-- holder has anyone to tell, and the notification after commit looks the
-- profiles up only when there is.
ALTER TABLE clients ADD COLUMN app_profiles INTEGER NOT NULL DEFAULT 0;
UPDATE clients SET app_profiles =
    (SELECT COUNT(*) FROM customer_profiles p WHERE p.client_id = clients.id AND p.state = 'ACTIVE');
CREATE TRIGGER customer_profiles_counted_in AFTER INSERT ON customer_profiles WHEN NEW.state = 'ACTIVE'
BEGIN
    UPDATE clients SET app_profiles = app_profiles + 1 WHERE id = NEW.client_id;
END;
CREATE TRIGGER customer_profiles_counted_out AFTER DELETE ON customer_profiles WHEN OLD.state = 'ACTIVE'
BEGIN
    UPDATE clients SET app_profiles = app_profiles - 1 WHERE id = OLD.client_id;
END;
CREATE TRIGGER customer_profiles_recounted AFTER UPDATE OF state, client_id ON customer_profiles
    WHEN OLD.state IS NOT NEW.state OR OLD.client_id IS NOT NEW.client_id
BEGIN
    UPDATE clients SET app_profiles = app_profiles - 1 WHERE id = OLD.client_id AND OLD.state = 'ACTIVE';
    UPDATE clients SET app_profiles = app_profiles + 1 WHERE id = NEW.client_id AND NEW.state = 'ACTIVE';
END;
