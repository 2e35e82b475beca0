"""The Models room: catalog with fit, downloads, installed models, switching."""
