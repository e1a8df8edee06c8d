pub fn router() {}
