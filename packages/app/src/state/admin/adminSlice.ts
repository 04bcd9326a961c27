import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The chamber the back-office shows: a chamber administrator's own, or the one the network administrator picked
 * (issue "Back-office I": the network administrator acts on any chamber through the picker of the admin header).
 */
interface AdminState {
  /** The network administrator's choice; null until it picks one (the first chamber shows). */
  chosenChamberId: number | null;
}

const initialAdminState: AdminState = { chosenChamberId: null };

const adminSlice = createSlice({
  name: 'admin',
  initialState: initialAdminState,
  reducers: {
    chamberChosen(state, action: PayloadAction<number>) {
      state.chosenChamberId = action.payload;
    },
  },
});

export const adminActions = adminSlice.actions;
export const adminReducer = adminSlice.reducer;
